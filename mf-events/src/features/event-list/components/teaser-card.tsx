import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Teaser } from 'shared-contracts/entities';
import { useSlot } from 'site-config/remote-kit/slot-context';
import styles from './teaser-card.module.css';

/** Event teaser card (docs/product.md): preline, headline, subline, link text, large thumbnail as background; link defaults to '/'. */
export function TeaserCard({ teaser }: { teaser: Teaser }) {
  const { t } = useTranslation();
  const { host } = useSlot();
  const href = teaser.link || '/';
  const internal = href.startsWith('/');
  const follow = (e: MouseEvent<HTMLAnchorElement>) => {
    if (!internal || e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    host.navigate(href);
  };
  const image = teaser.image_thumbnails?.large ?? teaser.image_obj?.url;
  return (
    <a
      href={href}
      onClick={follow}
      className={styles.teaser}
      style={image ? { backgroundImage: `url("${image}")` } : undefined}
    >
      <span className={styles.shade}>
        {teaser.preline ? <span className={styles.preline}>{teaser.preline}</span> : null}
        <span className={styles.headline}>{teaser.headline}</span>
        {teaser.subline ? <span className={styles.subline}>{teaser.subline}</span> : null}
        <span className={styles.linkText}>{teaser.link_text || t('teaser.more')}</span>
      </span>
    </a>
  );
}
