import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldSpec } from 'shared-contracts/back-office/descriptor';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { fromBerlinInput, toBerlinInput } from 'shared-contracts/berlin-time';
import { RichTextEditor } from '../../page-editing/components/rich-text-editor';
import { useResourceList } from '../api/get-resource-list';
import { FieldNotes, fieldNoteIds } from './field-notes';
import { ImageField } from './image-field';
import { ListField } from './list-field';
import { ReferencePicker, optionTitle } from './reference-picker';
import styles from './back-office.module.css';

interface Props {
  name: string;
  spec: FieldSpec;
  value: unknown;
  error?: string;
  /** Every message of the form by field path; a list field shows its items' (`name.0.title_de`). */
  errors?: Record<string, string>;
  onChange(value: unknown): void;
}

/** Options of a references field (tags): the other kind's entries by their title field (the first 200 are plenty here). */
function useOptions(kind: string | null) {
  const { locale } = useSlot();
  const list = useResourceList(locale, kind ?? '', { q: '', page: 1, sort: 'id', pageSize: 200 }, kind !== null);
  return kind ? (list.data?.items ?? []) : [];
}

/** One field of the generic form, drawn by its widget; the label, help and error are tied to the control. */
export function FieldInput({ name, spec, value, error, errors, onChange }: Props) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  const id = useId();
  const w = spec.widget;
  const options = useOptions(w.type === 'references' ? w.kind : null);
  const help = spec.help?.[locale];
  const { described } = fieldNoteIds(id, help, error);
  const common = { id, name, 'aria-invalid': error ? true : undefined, 'aria-describedby': described, readOnly: spec.readOnly };
  const label = spec.label[locale];

  const notes = <FieldNotes fieldId={id} help={help} error={error} />;

  if (w.type === 'list') {
    return (
      <div className={styles.field}>
        <ListField name={name} label={label} widget={w} value={value} errors={errors} describedBy={described} readOnly={spec.readOnly} onChange={onChange} />
        {notes}
      </div>
    );
  }
  if (w.type === 'references') {
    const chosen = new Set((value as number[] | undefined) ?? []);
    return (
      <fieldset className={styles.field} aria-describedby={described} aria-invalid={error ? true : undefined}>
        <legend>{label}</legend>
        <div className={styles.checkList}>
          {options.map((o) => (
            <label key={o.id}>
              <input
                type="checkbox"
                checked={chosen.has(o.id)}
                onChange={(e) => onChange(e.target.checked ? [...chosen, o.id] : [...chosen].filter((x) => x !== o.id))}
              />{' '}
              {optionTitle(o, locale)}
            </label>
          ))}
        </div>
        {notes}
      </fieldset>
    );
  }
  if (w.type === 'richtext' || w.type === 'image') {
    // Neither is a control a <label for> can name (a label would also rename the image's buttons), so both are named
    // by the label text's id.
    const labelId = `${id}-label`;
    return (
      <div className={styles.field}>
        <span id={labelId} className={styles.fieldLabel}>
          {label}
        </span>
        {w.type === 'richtext' ? (
          <RichTextEditor id={id} value={String(value ?? '')} labelledBy={labelId} describedBy={described} invalid={Boolean(error)} readOnly={spec.readOnly} onChange={onChange} />
        ) : (
          <ImageField labelId={labelId} label={label} value={String(value ?? '')} describedBy={described} invalid={Boolean(error)} readOnly={spec.readOnly} onChange={onChange} />
        )}
        {notes}
      </div>
    );
  }
  if (w.type === 'checkbox') {
    return (
      <div className={styles.field}>
        <label className={styles.inline}>
          <input type="checkbox" {...common} checked={Boolean(value)} onChange={(e) => onChange(e.target.checked)} /> {label}
        </label>
        {notes}
      </div>
    );
  }
  let control;
  if (w.type === 'reference') {
    control = (
      <ReferencePicker
        id={id}
        name={name}
        label={label}
        kind={w.kind}
        value={typeof value === 'number' ? value : null}
        describedBy={described}
        invalid={Boolean(error)}
        disabled={spec.readOnly}
        onChange={onChange}
      />
    );
  } else if (w.type === 'choice') {
    const values = w.values.map((v) => ({ value: v.value, label: v.label[locale] }));
    control = (
      // A select has no read-only state of its own: a field the server owns is shown disabled.
      <select {...common} disabled={spec.readOnly} value={value === undefined || value === null ? '' : String(value)} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t('backOffice.choose')}</option>
        {values.map((v) => (
          <option key={v.value} value={v.value}>
            {v.label}
          </option>
        ))}
      </select>
    );
  } else if (w.type === 'textarea') {
    control = <textarea {...common} rows={4} value={String(value ?? '')} onChange={(e) => onChange(e.target.value)} />;
  } else if (w.type === 'number') {
    control = <input type="number" {...common} value={value === undefined || value === null ? '' : String(value)} onChange={(e) => onChange(e.target.value === '' ? 0 : Number(e.target.value))} />;
  } else if (w.type === 'datetime') {
    // Edited as Berlin wall time whatever the computer's zone, stored as an instant with its offset.
    control = <input type="datetime-local" {...common} value={toBerlinInput(value)} onChange={(e) => onChange(fromBerlinInput(e.target.value))} />;
  } else {
    const type = w.type === 'date' ? 'date' : w.type === 'password' ? 'password' : 'text';
    control = <input type={type} {...common} value={String(value ?? '')} onChange={(e) => onChange(e.target.value)} />;
  }
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {control}
      {notes}
    </div>
  );
}
