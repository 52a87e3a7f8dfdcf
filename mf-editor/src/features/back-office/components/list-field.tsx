import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListWidget } from 'shared-contracts/back-office/descriptor';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { useDragReorder } from '../hooks/use-drag-reorder';
import { FieldNotes, fieldNoteIds } from './field-notes';
import { ImageField } from './image-field';
import styles from './back-office.module.css';

type Item = Record<string, string>;

interface Props {
  name: string;
  label: string;
  widget: ListWidget;
  value: unknown;
  /** Messages of the whole form keyed `name.index.field`, as the server names an item's field. */
  errors?: Record<string, string>;
  describedBy?: string;
  readOnly?: boolean;
  onChange(value: Item[]): void;
}

const emptyItem = (widget: ListWidget): Item => Object.fromEntries(Object.keys(widget.item).map((k) => [k, '']));

/**
 * An ordered list of small items inside the form: each item its fields, move up, move down and remove (each button
 * names the item), and an add button below. After a move the focus follows the moved item's same button, so the
 * keyboard can keep moving it; after a removal it goes to the add button. With the mouse an item is also dragged by
 * its handle and dropped on another item's place, as menu entries are.
 */
export function ListField({ name, label, widget, value, errors = {}, describedBy, readOnly, onChange }: Props) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  const id = useId();
  const items = Array.isArray(value) ? (value as Item[]) : [];
  const addRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const itemName = widget.itemName[locale];
  // Where the focus goes once the changed list is drawn (the moved item's button, the new item, the add button).
  const focusNext = useRef<(() => HTMLElement | null | undefined) | null>(null);
  useEffect(() => {
    const target = focusNext.current?.();
    focusNext.current = null;
    target?.focus();
  });
  const inItem = (index: number, selector: string) => listRef.current?.querySelector(`[data-item="${index}"]`)?.querySelector<HTMLElement>(selector);
  const titleOf = (item: Item, index: number) => {
    const title = String(item[widget.itemTitle] ?? '').trim();
    return title ? `${itemName} ${index + 1}: ${title}` : `${itemName} ${index + 1}`;
  };

  const set = (index: number, field: string, v: string) => onChange(items.map((item, i) => (i === index ? { ...item, [field]: v } : item)));
  const move = (index: number, by: -1 | 1) => {
    const to = index + by;
    if (to < 0 || to >= items.length) return;
    const next = [...items];
    [next[index], next[to]] = [next[to], next[index]];
    onChange(next);
    // The same button on the moved item, or its other move button once it reached an end of the list.
    const [same, other] = by < 0 ? ['up', 'down'] : ['down', 'up'];
    focusNext.current = () => inItem(to, `[data-move="${same}"]:not(:disabled)`) ?? inItem(to, `[data-move="${other}"]`);
  };
  const dragTo = (from: number, to: number) => {
    const next = [...items];
    next.splice(to, 0, ...next.splice(from, 1));
    onChange(next);
  };
  const dragProps = useDragReorder<number>({ enabled: !readOnly && items.length > 1, onMove: dragTo });
  const remove = (index: number) => {
    onChange(items.filter((_, i) => i !== index));
    focusNext.current = () => addRef.current;
  };
  const add = () => {
    onChange([...items, emptyItem(widget)]);
    const added = items.length;
    focusNext.current = () => inItem(added, 'input, button');
  };

  return (
    <fieldset className={styles.field} aria-describedby={describedBy}>
      <legend>{label}</legend>
      {items.length === 0 && <p className={styles.imageNone}>{t('backOffice.list.empty')}</p>}
      <ol ref={listRef} className={styles.listItems}>
        {items.map((item, index) => {
          const title = titleOf(item, index);
          const { draggable, onDragStart, onDragOver, onDrop } = dragProps(index);
          return (
            <li key={index} data-item={index} className={styles.listItem} onDragOver={onDragOver} onDrop={onDrop}>
              <fieldset className={styles.plain}>
                <legend className={styles.listItemTitle}>
                  {draggable && (
                    <span aria-hidden="true" className={styles.dragHandle} data-drag-handle="" draggable onDragStart={onDragStart}>
                      ⠿
                    </span>
                  )}{' '}
                  {title}
                </legend>
                {Object.entries(widget.item).map(([field, spec]) => {
                  const fieldId = `${id}-${index}-${field}`;
                  const error = errors[`${name}.${index}.${field}`];
                  const help = spec.help?.[locale];
                  const { described } = fieldNoteIds(fieldId, help, error);
                  const notes = <FieldNotes fieldId={fieldId} help={help} error={error} />;
                  if (spec.widget.type === 'image') {
                    const labelId = `${fieldId}-label`;
                    // The item's name tells the buttons apart ("Bild auswählen (Bild 2: Die Werkstatt)").
                    const fieldLabel = title;
                    return (
                      <div key={field} className={styles.field}>
                        <span id={labelId} className={styles.fieldLabel}>
                          {spec.label[locale]}
                        </span>
                        <ImageField labelId={labelId} label={fieldLabel} value={item[field] ?? ''} describedBy={described} invalid={Boolean(error)} readOnly={readOnly} onChange={(url) => set(index, field, url)} />
                        {notes}
                      </div>
                    );
                  }
                  const common = {
                    id: fieldId,
                    value: item[field] ?? '',
                    readOnly,
                    'aria-invalid': error ? true : undefined,
                    'aria-describedby': described,
                    onChange: (e: { target: { value: string } }) => set(index, field, e.target.value),
                  };
                  return (
                    <div key={field} className={styles.field}>
                      <label htmlFor={fieldId}>{spec.label[locale]}</label>
                      {spec.widget.type === 'textarea' ? <textarea rows={3} {...common} /> : <input type="text" {...common} />}
                      {notes}
                    </div>
                  );
                })}
                {!readOnly && (
                  <div className={styles.imageButtons}>
                    <button type="button" data-move="up" disabled={index === 0} onClick={() => move(index, -1)}>
                      {t('backOffice.list.up', { item: title })}
                    </button>
                    <button type="button" data-move="down" disabled={index === items.length - 1} onClick={() => move(index, 1)}>
                      {t('backOffice.list.down', { item: title })}
                    </button>
                    <button type="button" onClick={() => remove(index)}>
                      {t('backOffice.list.remove', { item: title })}
                    </button>
                  </div>
                )}
              </fieldset>
            </li>
          );
        })}
      </ol>
      {!readOnly && (
        <button type="button" ref={addRef} className={styles.listAdd} disabled={items.length >= widget.max} onClick={add}>
          {t('backOffice.list.add', { item: itemName })}
        </button>
      )}
    </fieldset>
  );
}
