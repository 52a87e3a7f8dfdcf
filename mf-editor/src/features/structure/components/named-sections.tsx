import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMED_SECTIONS } from 'shared-contracts/constants';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { useCreateNamedSection, useNamedSection } from '../api/named-sections';
import { type StructureActions, StructureNode } from './structure-node';
import styles from './structure-panel.module.css';

/**
 * The sections fetched by slug outside any page; a missing one can be created (empty) right here. They belong to no
 * page, so they have no draft: every change goes live at once and "Discard draft" cannot take it back. The panel says
 * so, and each structure change waits for a confirmation (a module's form says it beside its Save button).
 */
export function NamedSections({ actions, onCreated }: { actions: Omit<StructureActions, 'pageModules'>; onCreated: () => void }) {
  const { t } = useTranslation();
  const questionId = useId();
  const [pending, setPending] = useState<(() => void) | null>(null);
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (pending) confirm.current?.focus();
  }, [pending]);
  const ask = (run: () => void) => setPending(() => run);
  const live: Omit<StructureActions, 'pageModules'> = {
    ...actions,
    onWrite: (write) => ask(() => actions.onWrite(write)),
    // Kinds with a form ask in their dialog; sections are created without one, so they ask here.
    onAdd: (kind, placement) => (kind === 'container' || kind === 'section' ? ask(() => actions.onAdd(kind, placement)) : actions.onAdd(kind, placement)),
  };
  return (
    <section className={styles.named} aria-labelledby="named-sections-title">
      <h3 id="named-sections-title" className={styles.namedTitle}>
        {t('structure.named')}
      </h3>
      <p className={styles.help}>{t('structure.namedLive')}</p>
      {pending && (
        <div className={styles.add} role="alertdialog" aria-labelledby={questionId}>
          <span id={questionId}>{t('structure.namedConfirm')}</span>
          <button ref={confirm} type="button" className={styles.addButton} onClick={() => (pending(), setPending(null))}>
            {t('structure.namedConfirmYes')}
          </button>
          <button type="button" className={styles.addButton} onClick={() => setPending(null)}>
            {t('structure.namedCancel')}
          </button>
        </div>
      )}
      {NAMED_SECTIONS.map((slug) => (
        <NamedSection key={slug} slug={slug} actions={live} onCreated={onCreated} />
      ))}
    </section>
  );
}

function NamedSection({ slug, actions, onCreated }: { slug: string; actions: Omit<StructureActions, 'pageModules'>; onCreated: () => void }) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  const section = useNamedSection(locale, slug);
  const create = useCreateNamedSection(locale);
  if (section.isPending) return <p className={styles.help}>{slug} …</p>;
  if (section.isError) return <p role="alert">{t('editor.failed')}</p>;
  if (!section.data) {
    return (
      <div className={styles.add}>
        <span>{t('structure.namedMissing', { slug })}</span>
        <button type="button" className={styles.addButton} disabled={create.isPending} onClick={() => create.mutate(slug, { onSuccess: onCreated })}>
          {t('structure.createSection')}
        </button>
      </div>
    );
  }
  return (
    <ol className={`${styles.tree} ${styles.root}`}>
      <StructureNode module={section.data} siblings={[section.data]} index={0} parent={null} column={null} inList={false} actions={{ ...actions, pageModules: [section.data] }} />
    </ol>
  );
}
