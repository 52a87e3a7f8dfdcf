import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSlot } from 'site-config/remote-kit/slot-context';
import styles from './staff-screen.module.css';

interface StaffScreenProps {
  /** Id of the heading the section is labelled by. */
  id: string;
  title: string;
  /** The server answered 401: the screen shows the way to the login instead of its body. */
  needsLogin: boolean;
  /** Phone-first screens (check-in) keep to a readable column. */
  narrow?: boolean;
  children: ReactNode;
}

/** The frame every staff screen of the shop shares: heading, and the login notice when the session is gone. */
export function StaffScreen({ id, title, needsLogin, narrow = false, children }: StaffScreenProps) {
  const { t } = useTranslation();
  const { auth } = useSlot();
  return (
    <section className={narrow ? `${styles.screen} ${styles.narrow}` : styles.screen} aria-labelledby={id}>
      <h1 id={id} className={styles.title}>
        {title}
      </h1>
      {needsLogin ? (
        <div className={styles.notice}>
          <p>{t('admin.loginRequired')}</p>
          {auth.login_url && (
            <a className={styles.button} href={auth.login_url}>
              {t('admin.login')}
            </a>
          )}
        </div>
      ) : (
        children
      )}
    </section>
  );
}
