import { Outlet } from 'react-router';
import { Link } from '../../lib/router-links';
import { buildPath } from 'shared-contracts/routes';
import { useT } from '../../i18n/i18n';
import { SkipLinks } from '../../features/skip-links/components/skip-links';
import { Logo } from '../../features/header/components/logo';
import { EDITOR_ROOT_ID } from '../../applications/register-applications';
import { EditorUnavailable } from '../../features/editor-unavailable/components/editor-unavailable';
import styles from './dashboard-layout.module.css';

/** The dashboard layout: a plain frame without the public chrome, for the content hub. */
export function DashboardLayout() {
  const { t, locale } = useT();
  return (
    <div className={styles.layout}>
      <SkipLinks />
      <div id={EDITOR_ROOT_ID} />
      <EditorUnavailable />
      <header className={styles.bar}>
        <Link to={buildPath('home', locale)} className={styles.logo} aria-label={t('header.home')}>
          <Logo />
        </Link>
      </header>
      <main id="main-content" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
