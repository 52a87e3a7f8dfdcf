import type { ReactNode } from 'react';
import { useT } from '../../../i18n/i18n';
import { Logo } from '../../header/components/logo';
import styles from './error-layout.module.css';

/** Error layout: full height, centred, with the logo. */
export function ErrorLayout({ children }: { children: ReactNode }) {
  const { t, locale } = useT();
  return (
    <div className={styles.layout}>
      <a href={`/${locale}`} className={styles.logo} aria-label={t('header.home')}>
        <Logo />
      </a>
      <main id="main-content" className={styles.main} tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
