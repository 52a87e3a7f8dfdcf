import { useUserDetails } from '../../features/auth/api/get-user-details';
import { PageHeader } from '../../features/page-header/components/page-header';
import { breadcrumbItems } from '../../features/breadcrumb/breadcrumb-items';
import { useT } from '../../i18n/i18n';
import styles from './screens.module.css';

/** user-profile and user-settings: shell screens over /api/user-details/. */
export function UserScreen({ kind }: { kind: 'profile' | 'settings' }) {
  const { t, locale } = useT();
  const { data: auth, isPending } = useUserDetails(locale);
  const title = kind === 'profile' ? t('titles.userProfile') : t('titles.userSettings');
  return (
    <>
      <PageHeader loading={isPending} title={title} breadcrumb={breadcrumbItems(locale, t('breadcrumb.home'), null, title)} />
      <div className={styles.container}>
        {auth && !auth.is_logged_in && (
          <div className={styles.card}>
            <p>{t('user.loginRequired')}</p>
            {auth.login_url && (
              <div className={styles.actions}>
                <a className={styles.button} href={auth.login_url}>
                  {t('user.login')}
                </a>
              </div>
            )}
          </div>
        )}
        {auth?.is_logged_in && (
          <div className={styles.card}>
            <dl className={styles.dl}>
              <dt>{t('user.name')}</dt>
              <dd>{[auth.first_name, auth.last_name].filter(Boolean).join(' ') || '–'}</dd>
              <dt>{t('user.username')}</dt>
              <dd>{auth.username ?? '–'}</dd>
              <dt>{t('user.email')}</dt>
              <dd>{auth.email ?? '–'}</dd>
              {kind === 'settings' && (
                <>
                  <dt>{t('user.dashboardAccess')}</dt>
                  <dd>{auth.has_dashboard_online_access ? t('user.yes') : t('user.no')}</dd>
                </>
              )}
            </dl>
            <div className={styles.actions}>
              {auth.webshop_url && (
                <a className={styles.buttonSecondary} href={auth.webshop_url}>
                  {t('user.webshop')}
                </a>
              )}
              {auth.logout_url && (
                <a className={styles.button} href={auth.logout_url}>
                  {t('user.logout')}
                </a>
              )}
            </div>
          </div>
        )}
      </div>
    </>
  );
}
