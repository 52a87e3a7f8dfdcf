import { useTranslation } from 'react-i18next';
import { bool, href, str } from '../../../lib/module-data';
import { SiteLink } from 'site-config/remote-kit/site-link';
import type { ModuleViewProps } from './module-views';
import styles from './link-module.module.css';

const VARIANTS: Record<string, string> = {
  button: styles.button,
  'secondary button': styles.secondary,
  'secondary-button': styles.secondary,
  link: styles.link,
  slider: styles.slider,
};

/** A link in one of the extra_class variants: button, secondary button, link, slider. */
export function LinkModule({ module }: ModuleViewProps) {
  const { t } = useTranslation();
  const d = module.data;
  const url = href(d);
  const text = str(d, 'link_text');
  if (!url || !text) return null;
  const variant = VARIANTS[str(d, 'extra_class').trim()] ?? styles.link;
  const newWindow = bool(d, 'open_new_window');
  return (
    <p className={`${styles.wrap} ${bool(d, 'sticky') ? styles.sticky : ''}`} id={str(d, 'anchor') || undefined}>
      <SiteLink
        href={url}
        className={variant}
        {...(newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {text}
        {newWindow && <span className={styles.hidden}> {t('common.newWindow')}</span>}
      </SiteLink>
    </p>
  );
}
