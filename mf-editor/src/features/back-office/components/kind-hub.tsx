import { useTranslation } from 'react-i18next';
import type { ResourceKindInfo } from 'shared-contracts/back-office/descriptor';
import { MEDIA_LIBRARY_SEGMENT } from 'shared-contracts/media-library';
import { PAGE_TREE_SEGMENT } from 'shared-contracts/page-tree';
import { REMOTE_REGISTRY_SEGMENT } from 'shared-contracts/remote-registry';
import { roleAllows } from 'shared-contracts/roles';
import type { LoggedUser } from 'shared-contracts/site';
import { SiteLink } from 'site-config/remote-kit/site-link';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { useKinds } from '../api/get-kinds';
import { screenPath } from '../api/resource-paths';
import { AssetOverviewPanel } from './asset-overview-panel';
import { ErrorLogPanel } from './error-log-panel';
import { OwnPasswordForm } from './own-password-form';
import { PageActivitiesPanel } from './page-activities-panel';
import { SearchKeywordsPanel } from './search-keywords-panel';
import { VersionsPanel } from './versions-panel';
import styles from './back-office.module.css';

const GROUPS: ReadonlyArray<ResourceKindInfo['group']> = ['content', 'site', 'admin'];

/** The back office's start: the kinds the user's role may use, by group (the server's list, so a role sees only its own). */
export function KindHub({ user }: { user: LoggedUser }) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  const editsContent = roleAllows(user.role, ['editor']);
  const kinds = useKinds(locale);
  if (kinds.isPending) return <p aria-busy="true">{t('backOffice.loading')}</p>;
  if (kinds.isError) return <p role="alert">{t('backOffice.loadFailed')}</p>;
  return (
    <section aria-labelledby="back-office-hub" className={styles.hub}>
      <h2 id="back-office-hub">{t('backOffice.title')}</h2>
      {editsContent && (
        <p>
          <SiteLink className={styles.primary} href={screenPath(locale, PAGE_TREE_SEGMENT[locale])}>
            {t('pageTree.hubLink')}
          </SiteLink>{' '}
          <SiteLink className={styles.primary} href={screenPath(locale, MEDIA_LIBRARY_SEGMENT[locale])}>
            {t('mediaLibrary.hubLink')}
          </SiteLink>
        </p>
      )}
      {user.role === 'admin' && (
        <p>
          <SiteLink className={styles.primary} href={screenPath(locale, REMOTE_REGISTRY_SEGMENT[locale])}>
            {t('remoteRegistry.hubLink')}
          </SiteLink>
        </p>
      )}
      {kinds.data.length === 0 ? (
        <p>{t('backOffice.noKinds')}</p>
      ) : (
        <>
          <p>{t('backOffice.intro')}</p>
          {GROUPS.filter((g) => kinds.data.some((k) => k.group === g)).map((group) => (
            <nav key={group} aria-label={t(`backOffice.groups.${group}`)}>
              <h3>{t(`backOffice.groups.${group}`)}</h3>
              <ul className={styles.kindList}>
                {kinds.data
                  .filter((k) => k.group === group)
                  .map((k) => (
                    <li key={k.kind}>
                      <SiteLink href={screenPath(locale, k.kind)}>{k.label}</SiteLink>
                    </li>
                  ))}
              </ul>
            </nav>
          ))}
        </>
      )}
      {editsContent && <ErrorLogPanel />}
      {editsContent && <PageActivitiesPanel />}
      {editsContent && <SearchKeywordsPanel />}
      {editsContent && <VersionsPanel />}
      {editsContent && <AssetOverviewPanel />}
      <OwnPasswordForm />
    </section>
  );
}
