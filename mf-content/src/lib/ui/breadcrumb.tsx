import { useTranslation } from 'react-i18next';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { SiteLink } from 'site-config/remote-kit/site-link';
import styles from './ui.module.css';

export interface Crumb {
  label: string;
  href?: string;
}

/** Home (the locale root) plus the trail; the last item has no link. */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  const all: Crumb[] = [{ label: t('common.home'), href: `/${locale}` }, ...items];
  return (
    <nav aria-label={t('common.breadcrumb')} className={styles.breadcrumb}>
      <ol>
        {all.map((item, index) => {
          const last = index === all.length - 1;
          return (
            <li key={`${item.label}-${index}`}>
              {item.href && !last ? <SiteLink href={item.href}>{item.label}</SiteLink> : <span aria-current={last ? 'page' : undefined}>{item.label}</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
