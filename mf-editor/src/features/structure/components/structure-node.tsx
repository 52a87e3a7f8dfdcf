import { type DragEvent, type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ColumnLayout, type ModuleKind, type PageModule } from 'shared-contracts/site';
import { MODULE_FIELDS } from '../../page-editing/components/module-fields';
import type { Placement, StructureWrite } from '../api/structure-writes';
import { COLUMN_LAYOUTS, allowedKinds, columnTargets, columnWidths, isColumnKind, listItemKinds, moduleSummary, scheduleOf } from '../hooks/structure-tree';
import { AddModuleForm } from './add-module-form';
import { Icon } from './icons';
import styles from './structure-panel.module.css';

export interface StructureActions {
  busy: boolean;
  pageModules: PageModule[];
  onEdit: (module: PageModule) => void;
  onAdd: (kind: ModuleKind, placement: Placement) => void;
  onWrite: (write: StructureWrite) => void;
}

interface NodeProps {
  module: PageModule;
  siblings: PageModule[];
  index: number;
  /** Where the module sits: its parent (null on the page's top level) and column (null in a list or on the page). */
  parent: number | null;
  column: number | null;
  inList: boolean;
  actions: StructureActions;
}

const DRAG_TYPE = 'application/x-editor-module';

/** One module in the structure tree with its actions; containers show their columns, lists their items. */
export function StructureNode({ module, siblings, index, parent, column, inList, actions }: NodeProps) {
  const { t } = useTranslation();
  const moveId = useId();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [moving, setMoving] = useState(false);
  const [dragOver, setDragOver] = useState(false);
  const kind = t(`kinds.${module.content_type}`);
  const summary = moduleSummary(module);
  const name = summary ? `${kind} „${summary}“` : kind;
  const schedule = scheduleOf(module);
  const ids = siblings.map((s) => s.id);

  // The arrows stay focusable at the ends (aria-disabled, not disabled): a keyboard user moving a module keeps focus on it.
  const reorder = (from: number, to: number) => {
    const next = [...ids];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved);
    actions.onWrite({ type: 'reorder', ids: next });
  };

  // Drag and drop among siblings; the arrow buttons do the same from the keyboard.
  const onDragStart = (event: DragEvent) => {
    event.stopPropagation();
    event.dataTransfer.setData(DRAG_TYPE, String(module.id));
    event.dataTransfer.effectAllowed = 'move';
  };
  const onDrop = (event: DragEvent) => {
    const dragged = Number(event.dataTransfer.getData(DRAG_TYPE));
    setDragOver(false);
    const from = ids.indexOf(dragged);
    if (from < 0 || dragged === module.id) return;
    event.preventDefault();
    event.stopPropagation();
    reorder(from, index);
  };

  const targets = moving ? columnTargets(actions.pageModules, module, parent, column) : [];
  const [target, setTarget] = useState('');
  const submitMove = (event: FormEvent) => {
    event.preventDefault();
    const chosen = targets[Number(target)];
    if (!chosen) return;
    setMoving(false);
    actions.onWrite({ type: 'move', id: module.id, placement: { parent: chosen.parent, column_index: chosen.column } });
  };

  return (
    <li className={`${styles.node} ${dragOver ? styles.dragOver : ''}`} onDragOver={(e) => (e.dataTransfer.types.includes(DRAG_TYPE) ? (e.preventDefault(), setDragOver(true)) : undefined)} onDragLeave={() => setDragOver(false)} onDrop={onDrop}>
      <div className={styles.row} draggable onDragStart={onDragStart} data-structure-id={module.id}>
        <span className={styles.grip} aria-hidden="true">⋮⋮</span>
        <span className={styles.name}>
          <span className={styles.kind}>{kind}</span>
          {summary && <span className={styles.summary}>{summary}</span>}
          {schedule && <span className={styles.badge}>{t(`structure.${schedule}`)}</span>}
          {module.slug && <span className={styles.badge}>{module.slug}</span>}
        </span>
        <span className={styles.actions}>
          {MODULE_FIELDS[module.content_type] && (
            <button type="button" className={styles.icon} onClick={() => actions.onEdit(module)} aria-label={t('structure.editNamed', { name })} title={t('structure.edit')}>
              <Icon name="edit" />
            </button>
          )}
          <button type="button" className={styles.icon} onClick={() => index > 0 && !actions.busy && reorder(index, index - 1)} aria-disabled={index === 0} aria-label={t('structure.upNamed', { name })} title={t('structure.up')}>
            <Icon name="up" />
          </button>
          <button type="button" className={styles.icon} onClick={() => index < siblings.length - 1 && !actions.busy && reorder(index, index + 1)} aria-disabled={index === siblings.length - 1} aria-label={t('structure.downNamed', { name })} title={t('structure.down')}>
            <Icon name="down" />
          </button>
          <button type="button" className={styles.icon} onClick={() => actions.onWrite({ type: 'duplicate', id: module.id })} disabled={actions.busy} aria-label={t('structure.duplicateNamed', { name })} title={t('structure.duplicate')}>
            <Icon name="duplicate" />
          </button>
          {!inList && (
            <button type="button" className={styles.icon} onClick={() => setMoving((m) => !m)} aria-expanded={moving} aria-controls={moving ? moveId : undefined} aria-label={t('structure.moveNamed', { name })} title={t('structure.move')}>
              <Icon name="move" />
            </button>
          )}
          <button type="button" className={`${styles.icon} ${styles.delete}`} onClick={() => setConfirmDelete(true)} disabled={actions.busy} aria-label={t('structure.deleteNamed', { name })} title={t('structure.delete')}>
            <Icon name="delete" />
          </button>
        </span>
      </div>
      {confirmDelete && (
        <div className={styles.confirm} role="alertdialog" aria-label={t('structure.deleteQuestion', { name })}>
          <p>{t('structure.deleteQuestion', { name })}</p>
          <button type="button" className={styles.danger} onClick={() => (setConfirmDelete(false), actions.onWrite({ type: 'delete', id: module.id }))} autoFocus>
            {t('structure.deleteConfirm')}
          </button>
          <button type="button" className={styles.plain} onClick={() => setConfirmDelete(false)}>
            {t('editor.cancel')}
          </button>
        </div>
      )}
      {moving && (
        <form id={moveId} className={styles.move} onSubmit={submitMove}>
          <label htmlFor={`${moveId}-target`}>{t('structure.moveTo')}</label>
          <select id={`${moveId}-target`} className={styles.select} value={target} onChange={(e) => setTarget(e.target.value)}>
            <option value="">—</option>
            {targets.map((c, i) => (
              <option key={`${c.parent}-${c.column}`} value={i}>
                {t('structure.target', { section: c.section, kind: t(`kinds.${c.kind}`), column: c.column + 1, columns: c.columns })}
              </option>
            ))}
          </select>
          <button type="submit" className={styles.addButton} disabled={target === '' || actions.busy}>
            {t('structure.move')}
          </button>
        </form>
      )}
      {isColumnKind(module.content_type) && <Columns module={module} actions={actions} />}
      {listItemKinds(module.content_type).length > 0 && (
        <div className={styles.list}>
          <ol className={styles.tree}>
            {(module.children ?? []).map((child, i) => (
              <StructureNode key={child.id} module={child} siblings={module.children ?? []} index={i} parent={module.id} column={null} inList actions={actions} />
            ))}
          </ol>
          <AddModuleForm
            kinds={allowedKinds({ type: 'list', kind: module.content_type })}
            label={t('structure.addItem')}
            disabled={actions.busy}
            onAdd={(k) => actions.onAdd(k, { parent: module.id })}
          />
        </div>
      )}
    </li>
  );
}

function Columns({ module, actions }: { module: PageModule; actions: StructureActions }) {
  const { t } = useTranslation();
  const id = useId();
  const widths = columnWidths(module.layout);
  return (
    <div className={styles.columns}>
      <div className={styles.layout}>
        <label htmlFor={id}>{t('structure.layout')}</label>
        <select
          id={id}
          className={styles.select}
          value={module.layout ?? '100'}
          disabled={actions.busy}
          onChange={(e) => actions.onWrite({ type: 'layout', id: module.id, layout: e.target.value as ColumnLayout })}
        >
          {COLUMN_LAYOUTS.map((l) => (
            <option key={l} value={l}>
              {t(`structure.layouts.${l}`)}
            </option>
          ))}
        </select>
      </div>
      {widths.map((width, column) => {
        const children = module.columns?.[column]?.children ?? [];
        return (
          <section key={column} className={styles.column} aria-label={t('structure.column', { n: column + 1, width })}>
            <h4 className={styles.columnTitle}>{t('structure.column', { n: column + 1, width })}</h4>
            {children.length ? (
              <ol className={styles.tree}>
                {children.map((child, i) => (
                  <StructureNode key={child.id} module={child} siblings={children} index={i} parent={module.id} column={column} inList={false} actions={actions} />
                ))}
              </ol>
            ) : (
              <p className={styles.empty}>{t('structure.emptyColumn')}</p>
            )}
            <AddModuleForm
              kinds={allowedKinds({ type: 'column' })}
              label={t('structure.addModule')}
              disabled={actions.busy}
              onAdd={(k) => actions.onAdd(k, { parent: module.id, column_index: column })}
            />
          </section>
        );
      })}
    </div>
  );
}
