import { useTranslation } from 'react-i18next';
import { href, img, isOnline, str, thumbs } from '../../../lib/module-data';
import type { ModuleViewProps } from './module-views';
import { ModuleMarker } from './module-marker';
import { Slider } from './slider';
import { TeaserCard } from '../../../lib/ui/teaser-card';
import { UnderHeading } from '../../../lib/ui/heading-level';
import styles from './teasers.module.css';
import { useRenderTime } from 'site-config/remote-kit/render-clock';

/** Teaser list (slider or list); items outside their online_from/online_to window are left out. */
export function TeaserListModule({ module }: ModuleViewProps) {
  const { t } = useTranslation();
  const now = new Date(useRenderTime());
  const items = (module.children ?? []).filter((item) => item.content_type === 'teaser_item' && isOnline(item.data, now));
  if (!items.length) return null;
  const headline = str(module.data, 'headline');
  const cards = items.map((item) => (
    <ModuleMarker key={item.id} module={item}>
      <TeaserCard
        image={img(item.data)}
        thumbnails={thumbs(item.data)}
        preline={str(item.data, 'preline')}
        headline={str(item.data, 'headline')}
        subline={str(item.data, 'subline')}
        html={str(item.data, 'text')}
        link={href(item.data)}
        linkText={str(item.data, 'link_text') || t('common.more')}
      />
    </ModuleMarker>
  ));
  return (
    <section className={styles.list}>
      {headline && <h2 className={styles.listHeadline}>{headline}</h2>}
      <UnderHeading titled={Boolean(headline)}>
        {str(module.data, 'extra_class') === 'list' ? (
          <ul className={styles.grid}>
            {cards.map((card) => (
              <li key={card.key}>{card}</li>
            ))}
          </ul>
        ) : (
          <Slider label={headline || t('modules.slider')}>{cards}</Slider>
        )}
      </UnderHeading>
    </section>
  );
}
