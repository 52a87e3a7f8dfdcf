import type { ReactNode } from 'react';
import { Breadcrumb } from '../../breadcrumb/components/breadcrumb';
import type { BreadcrumbItem } from '../../breadcrumb/breadcrumb-items';
import styles from './page-header.module.css';

/** Breadcrumb and headline above the route content; `loading` shows its skeleton. */
export function PageHeader({ title, breadcrumb, loading = false, children }: { title: string; breadcrumb: BreadcrumbItem[]; loading?: boolean; children?: ReactNode }) {
  if (loading) {
    return (
      <div className={styles.header} aria-hidden="true">
        <div className={styles.inner}>
          <span className={styles.skeletonCrumb} />
          <span className={styles.skeletonTitle} />
        </div>
      </div>
    );
  }
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Breadcrumb items={breadcrumb} />
        <h1 className={styles.title}>{title}</h1>
        {children}
      </div>
    </header>
  );
}
