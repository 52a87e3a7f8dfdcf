import { Link } from '../../../lib/router-links';
import { useT } from '../../../i18n/i18n';
import type { BreadcrumbItem } from '../breadcrumb-items';
import styles from './breadcrumb.module.css';

export function Breadcrumb({ items }: { items: BreadcrumbItem[] }) {
  const { t } = useT();
  return (
    <nav aria-label={t('breadcrumb.label')} className={styles.nav}>
      <ol className={styles.list}>
        {items.map((item, index) => (
          <li key={`${index}-${item.label}`} className={styles.item}>
            {item.to ? (
              <Link to={item.to}>{item.label}</Link>
            ) : (
              <span aria-current={index === items.length - 1 ? 'page' : undefined}>{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
