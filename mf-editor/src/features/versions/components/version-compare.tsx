import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Page } from 'shared-contracts/site';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { useVersionPage } from '../api/version-page';
import { type ModuleChange, compareVersions } from '../hooks/compare-versions';
import styles from './version-compare.module.css';

/** What changed from a stored version to the page as it is now, module by module, with old → new field values. */
export function VersionCompare({ page, pathname, versionId, onClose }: { page: Page; pathname: string; versionId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  const older = useVersionPage(locale, pathname, versionId);
  const changes = useMemo(() => (older.data ? compareVersions(older.data.modules, page.modules) : []), [older.data, page.modules]);
  const pageFields = older.data
    ? (['title', 'headline', 'meta_description', 'is_online'] as const)
        .filter((f) => String(older.data[f] ?? '') !== String(page[f] ?? ''))
        .map((f) => ({ field: f, before: String(older.data[f] ?? ''), after: String(page[f] ?? '') }))
    : [];
  const empty = (value: string) => value || t('versions.empty');
  const name = (change: ModuleChange) => {
    const kind = t(`kinds.${change.kind}`, { defaultValue: change.kind });
    return change.label ? t('versions.named', { kind, label: change.label }) : kind;
  };

  return (
    <section className={styles.compare} aria-label={t('versions.compareTitle', { id: versionId })}>
      <header className={styles.header}>
        <h3 className={styles.title}>{t('versions.compareTitle', { id: versionId })}</h3>
        <button type="button" className={styles.close} onClick={onClose} aria-label={t('versions.compareClose')}>
          ×
        </button>
      </header>
      {older.isPending && <p>{t('versions.compareLoading')}</p>}
      {older.isError && <p role="alert">{t('editor.failed')}</p>}
      {older.data && !changes.length && !pageFields.length && <p>{t('versions.noDifferences')}</p>}
      <ul className={styles.list}>
        {pageFields.length > 0 && (
          <li className={`${styles.item} ${styles.changed}`}>
            <span className={styles.badge}>{t('versions.changed')}</span> {t('versions.pageField')}
            <FieldList fields={pageFields} empty={empty} />
          </li>
        )}
        {changes.map((change) => (
          <li key={`${change.type}-${change.id}`} className={`${styles.item} ${styles[change.type]}`}>
            <span className={styles.badge}>{t(`versions.${change.type}`)}</span> {name(change)}
            {change.type === 'changed' && <FieldList fields={change.fields} empty={empty} />}
          </li>
        ))}
      </ul>
    </section>
  );
}

function FieldList({ fields, empty }: { fields: { field: string; before: string; after: string }[]; empty: (v: string) => string }) {
  const { t } = useTranslation();
  return (
    <dl className={styles.fields}>
      {fields.map((f) => (
        <div key={f.field} className={styles.field}>
          <dt>{t(`fields.${f.field}`, { defaultValue: f.field })}</dt>
          <dd>
            <del>{empty(f.before)}</del> <span aria-hidden="true">→</span> <ins>{empty(f.after)}</ins>
          </dd>
        </div>
      ))}
    </dl>
  );
}
