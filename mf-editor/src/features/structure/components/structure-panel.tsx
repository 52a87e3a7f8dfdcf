import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnLayout, Page } from 'shared-contracts/site';
import { COLUMN_LAYOUTS } from '../hooks/structure-tree';
import { NamedSections } from './named-sections';
import { type StructureActions, StructureNode } from './structure-node';
import styles from './structure-panel.module.css';

/**
 * Structure mode: the page's whole module tree, hidden and scheduled items and slider slides included, with add,
 * edit, delete, duplicate, move (arrows, drag and drop, or to another column) and the section layouts.
 */
export function StructurePanel({ page, actions, onClose, onSectionCreated }: { page: Page; actions: Omit<StructureActions, 'pageModules'>; onClose: () => void; onSectionCreated: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const layoutId = useId();
  const [layout, setLayout] = useState<ColumnLayout>('100');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const all = { ...actions, pageModules: page.modules };

  const addSection = (event: FormEvent) => {
    event.preventDefault();
    actions.onWrite({ type: 'create', content_type: 'container', placement: { page: page.id }, data: {}, layout });
  };

  return (
    <aside className={styles.panel} aria-labelledby={titleId} onKeyDown={(e) => e.key === 'Escape' && !e.defaultPrevented && onClose()}>
      <header className={styles.header}>
        <h2 id={titleId} ref={heading} tabIndex={-1} className={styles.title}>
          {t('structure.title')}
        </h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label={t('structure.close')}>
          ×
        </button>
      </header>
      <p className={styles.help}>{t('structure.help')}</p>
      {page.modules.length ? (
        <ol className={`${styles.tree} ${styles.root}`}>
          {page.modules.map((module, index) => (
            <StructureNode key={module.id} module={module} siblings={page.modules} index={index} parent={null} column={null} inList={false} actions={all} />
          ))}
        </ol>
      ) : (
        <p className={styles.empty}>{t('structure.emptyPage')}</p>
      )}
      <form className={styles.add} onSubmit={addSection}>
        <label htmlFor={layoutId}>{t('structure.newSectionLayout')}</label>
        <select id={layoutId} className={styles.select} value={layout} onChange={(e) => setLayout(e.target.value as ColumnLayout)}>
          {COLUMN_LAYOUTS.map((l) => (
            <option key={l} value={l}>
              {t(`structure.layouts.${l}`)}
            </option>
          ))}
        </select>
        <button type="submit" className={styles.addButton} disabled={actions.busy}>
          {t('structure.addSection')}
        </button>
      </form>
      <NamedSections actions={actions} onCreated={onSectionCreated} />
    </aside>
  );
}
