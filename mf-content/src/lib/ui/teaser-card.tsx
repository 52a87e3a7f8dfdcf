import type { ReactNode } from 'react';
import type { ImageObj, ImageThumbnails } from 'shared-contracts/entities';
import { Picture } from '../picture';
import { SiteLink } from 'site-config/remote-kit/site-link';
import styles from './teaser-card.module.css';
import { CmsHtml } from '../cms-html';
import { useHeadingLevel, type HeadingLevel } from './heading-level';

export interface TeaserCardProps {
  image?: ImageObj | null;
  thumbnails?: ImageThumbnails | null;
  preline?: string;
  headline: string;
  subline?: string;
  text?: string;
  /** Rich text (html) instead of plain text. */
  html?: string;
  link?: string;
  linkText?: string;
  meta?: ReactNode;
  /** By default one below the heading of the list the card is in (`UnderHeading`). */
  headingLevel?: HeadingLevel;
}

/** The card used by teaser lists, blog teasers, highlight teasers and event lists: the whole card is one link. */
export function TeaserCard({ image, thumbnails, preline, headline, subline, text, html, link, linkText, meta, headingLevel }: TeaserCardProps) {
  const contextLevel = useHeadingLevel();
  const Heading = `h${headingLevel ?? contextLevel}` as const;
  return (
    <article className={styles.card}>
      {image && (
        <div className={styles.cardImage}>
          <Picture image={image} thumbnails={thumbnails} format="medium" alt="" />
        </div>
      )}
      <div className={styles.cardBody}>
        {meta && <p className={styles.cardMeta}>{meta}</p>}
        {preline && <p className={styles.preline}>{preline}</p>}
        <Heading className={styles.cardHeadline}>
          {link ? (
            <SiteLink href={link} className={styles.cardLink}>
              {headline}
            </SiteLink>
          ) : (
            headline
          )}
        </Heading>
        {subline && <p className={styles.subline}>{subline}</p>}
        {text && <p className={styles.cardText}>{text}</p>}
        {html && <CmsHtml className={styles.cardText} html={html} />}
        {link && linkText && (
          <span className={styles.more} aria-hidden="true">
            {linkText} →
          </span>
        )}
      </div>
    </article>
  );
}
