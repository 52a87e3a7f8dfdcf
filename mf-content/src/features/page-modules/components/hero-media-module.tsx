import { bool, href, img, isOnline, str, thumbs } from '../../../lib/module-data';
import { Picture } from '../../../lib/picture';
import { SiteLink } from 'site-config/remote-kit/site-link';
import { useIsPageTitle } from '../hooks/page-title';
import { useStickyItem } from '../hooks/use-sticky-item';
import type { ModuleViewProps } from './module-views';
import styles from './feature.module.css';
import { CmsHtml } from '../../../lib/cms-html';
import { useRenderTime } from 'site-config/remote-kit/render-clock';

/** Hero media: full-width image or muted looping video with headline (h2, or the page's h1), text and button, within its online window. */
export function HeroMediaModule({ module }: ModuleViewProps) {
  const isTitle = useIsPageTitle(module);
  const d = module.data;
  const headline = str(d, 'headline');
  const link = href(d, 'button_link');
  const now = useRenderTime();
  const online = Boolean(headline) && isOnline(d, new Date(now));
  useStickyItem(`hero-${module.id}`, online && bool(d, 'sticky') && link && str(d, 'button_text') ? { text: str(d, 'button_text'), url: link } : null);
  if (!online) return null;
  const image = img(d);
  const video = str(d, 'video');
  // On pages without a host header (home) the first hero's headline is the page's h1.
  const Heading = isTitle ? 'h1' : 'h2';
  return (
    <section className={styles.hero}>
      <div className={styles.heroMedia}>
        {video ? (
          <video className={styles.heroVideo} src={video} poster={image?.url} autoPlay muted loop playsInline aria-hidden="true" />
        ) : (
          image && <Picture image={image} thumbnails={thumbs(d)} format="large" eager alt="" />
        )}
      </div>
      <div className={styles.heroBody}>
        <Heading className={styles.heroHeadline}>{headline}</Heading>
        {str(d, 'text') && <CmsHtml className={styles.heroText} html={str(d, 'text')} />}
        {link && str(d, 'button_text') && (
          <SiteLink href={link} className={`${styles.button} ${styles.heroButton} ${bool(d, 'sticky') ? styles.stickyButton : ''}`}>
            {str(d, 'button_text')}
          </SiteLink>
        )}
      </div>
    </section>
  );
}
