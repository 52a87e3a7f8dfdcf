import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createBus } from 'shared-contracts/events';
import type { Page } from 'shared-contracts/site';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { describeChange } from '../../../lib/describe-change';
import { usePageVersions, useRestoreVersion } from '../api/versions';
import { formatVersionDate } from './version-bar';
import { VersionCompare } from './version-compare';
import styles from '../../structure/components/structure-panel.module.css';

/** Every stored version of the page (time, author, what was done), to look at (`?v=N`) or to restore. */
export function VersionsPanel({ page, pathname, onClose, onRestored }: { page: Page; pathname: string; onClose: () => void; onRestored: () => void }) {
  const { t } = useTranslation();
  const { locale, host } = useSlot();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const versions = usePageVersions(locale, page.id);
  const restore = useRestoreVersion(locale);
  const [comparing, setComparing] = useState<number | null>(null);

  const onRestore = (versionId: number) =>
    restore.mutate(
      { pageId: page.id, versionId },
      {
        onSuccess: () => {
          createBus().emit('page.updated', { pageId: page.id, path: pathname });
          onRestored();
        },
      },
    );

  return (
    <aside className={styles.panel} aria-labelledby={titleId} onKeyDown={(e) => e.key === 'Escape' && !e.defaultPrevented && onClose()}>
      <header className={styles.header}>
        <h2 id={titleId} ref={heading} tabIndex={-1} className={styles.title}>
          {t('versions.title')}
        </h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label={t('versions.close')}>
          ×
        </button>
      </header>
      <p className={styles.help}>{t('versions.restoreHelp')}</p>
      {comparing !== null && <VersionCompare page={page} pathname={pathname} versionId={comparing} onClose={() => setComparing(null)} />}
      {versions.isPending && <p className={styles.help}>{t('versions.loading')}</p>}
      {versions.isError && <p role="alert">{t('editor.failed')}</p>}
      {versions.data && !versions.data.length && <p className={styles.empty}>{t('versions.none')}</p>}
      <ol className={styles.tree}>
        {versions.data?.map((version, index) => {
          const label = t('versions.bar', { id: version.version_id, date: formatVersionDate(version.created_at, locale), user: version.created_by ?? t('versions.unknownUser') });
          const href = `${pathname}?v=${version.version_id}`;
          return (
            <li key={version.version_id} className={styles.version}>
              <span className={styles.kind}>{label}</span>
              <span className={styles.summary}>
                {describeChange(t, version.change)}
                {index === 0 && ` · ${t('versions.isCurrent')}`}
                {version.is_published && <strong> · {t('versions.published')}</strong>}
              </span>
              <span className={styles.add}>
                <a className={styles.plain} href={href} onClick={(e) => (e.preventDefault(), host.navigate(href))} aria-label={t('versions.viewNamed', { id: version.version_id })}>
                  {t('versions.view')}
                </a>
                {index > 0 && (
                  <button type="button" className={styles.addButton} aria-pressed={comparing === version.version_id} onClick={() => setComparing(version.version_id)} aria-label={t('versions.compareNamed', { id: version.version_id })}>
                    {t('versions.compare')}
                  </button>
                )}
                {index > 0 && (
                  <button type="button" className={styles.addButton} disabled={restore.isPending} onClick={() => onRestore(version.version_id)} aria-label={t('versions.restoreNamed', { id: version.version_id })}>
                    {t('versions.restoreShort')}
                  </button>
                )}
              </span>
            </li>
          );
        })}
      </ol>
    </aside>
  );
}
