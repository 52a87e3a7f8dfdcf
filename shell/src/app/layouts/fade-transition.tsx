import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import styles from './fade-transition.module.css';

/** Page transitions fade (section 4): the route content fades in on every path change. */
export function FadeTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <div key={pathname} className={styles.fade}>
      {children}
    </div>
  );
}
