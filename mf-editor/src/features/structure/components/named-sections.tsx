import { useTranslation } from 'react-i18next';
import { NAMED_SECTIONS } from 'shared-contracts/constants';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { useCreateNamedSection, useNamedSection } from '../api/named-sections';
import { type StructureActions, StructureNode } from './structure-node';
import styles from './structure-panel.module.css';

/** The sections fetched by slug outside any page; a missing one can be created (empty) right here. */
export function NamedSections({ actions, onCreated }: { actions: Omit<StructureActions, 'pageModules'>; onCreated: () => void }) {
  const { t } = useTranslation();
  return (
    <section className={styles.named} aria-labelledby="named-sections-title">
      <h3 id="named-sections-title" className={styles.namedTitle}>
        {t('structure.named')}
      </h3>
      {NAMED_SECTIONS.map((slug) => (
        <NamedSection key={slug} slug={slug} actions={actions} onCreated={onCreated} />
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
