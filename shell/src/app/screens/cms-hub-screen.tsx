import { Link } from '../../lib/router-links';
import { buildPath } from 'shared-contracts/routes';
import { roleAllows } from 'shared-contracts/roles';
import { useNavigation } from '../../features/navigation/api/get-navigation';
import { useT } from '../../i18n/i18n';
import { useShell } from '../shell-context';
import { BackOfficeSlot } from './back-office-screen';
import styles from './screens.module.css';

/**
 * The content hub (dashboard layout): for staff first the back office's start (the kinds their role may use), then
 * every navigation entry of the site at a glance.
 */
export function CmsHubScreen() {
  const { t, locale } = useT();
  const { user } = useShell();
  const { data: nav } = useNavigation(locale);
  const items = [...(nav?.menu ?? []), ...(nav?.secondary_menu ?? [])];
  return (
    <>
      <h1>{t('titles.cmsHub')}</h1>
      <p>{t('cmsHub.text')}</p>
      {user && <BackOfficeSlot kind={null} id={null} />}
      {roleAllows(user?.role, ['boxoffice']) && (
        <p>
          <Link to={buildPath('cms-hub-orders', locale)}>{t('cmsHub.orders')}</Link>
          {' · '}
          <Link to={buildPath('cms-hub-check-in', locale)}>{t('cmsHub.checkIn')}</Link>
          {' · '}
          <Link to={buildPath('cms-hub-sales', locale)}>{t('cmsHub.sales')}</Link>
        </p>
      )}
      <ul className={styles.hubGrid}>
        {items.map((item) => (
          <li key={item.url}>
            <Link to={item.url}>{item.menu_name}</Link>
            {item.children.length > 0 && (
              <ul>
                {item.children.map((child) => (
                  <li key={child.url}>
                    <Link to={child.url}>{child.menu_name}</Link>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
