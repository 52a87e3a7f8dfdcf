import { Link } from 'react-router';
import { buildPath } from 'shared-contracts/routes';
import { useNavigation } from '../../features/navigation/api/get-navigation';
import { useT } from '../../i18n/i18n';
import styles from './screens.module.css';

/** The content hub: every navigation entry of the site at a glance (dashboard layout). */
export function CmsHubScreen() {
  const { t, locale } = useT();
  const { data: nav } = useNavigation(locale);
  const items = [...(nav?.menu ?? []), ...(nav?.secondary_menu ?? [])];
  return (
    <>
      <h1>{t('titles.cmsHub')}</h1>
      <p>{t('cmsHub.text')}</p>
      <p>
        <Link to={buildPath('cms-hub-orders', locale)}>{t('cmsHub.orders')}</Link>
        {' · '}
        <Link to={buildPath('cms-hub-check-in', locale)}>{t('cmsHub.checkIn')}</Link>
        {' · '}
        <Link to={buildPath('cms-hub-sales', locale)}>{t('cmsHub.sales')}</Link>
      </p>
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
