import { useTranslation } from 'react-i18next';
import type { Event } from 'shared-contracts/entities';
import { buildPath } from 'shared-contracts/routes';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { type EventQuery, useEvents } from '../../../api/get-events';
import { berlinDayKey, berlinWeekday, formatDateTime } from 'shared-contracts/berlin-time';
import { href, img, isOnline, num, str, thumbs } from '../../../lib/module-data';
import { SiteLink } from 'site-config/remote-kit/site-link';
import type { ModuleViewProps } from './module-views';
import { TeaserCard } from '../../../lib/ui/teaser-card';
import { UnderHeading } from '../../../lib/ui/heading-level';
import styles from './teasers.module.css';
import { useRenderTime } from 'site-config/remote-kit/render-clock';

const DAY_MS = 86_400_000;

/** The day window of the module: explicit dates, or the next 3 days / the coming weekend from today (Berlin). */
export function eventWindow(data: Record<string, unknown>, now: Date): { from: string; to: string | null } {
  const today = berlinDayKey(now);
  const filter = str(data, 'filters');
  if (filter === 'next_3_days') return { from: today, to: berlinDayKey(new Date(now.getTime() + 2 * DAY_MS)) };
  if (filter === 'weekend') {
    const weekday = berlinWeekday(now); // 0 Sunday … 6 Saturday
    const untilSaturday = weekday === 0 ? -1 : 6 - weekday;
    const saturday = new Date(now.getTime() + untilSaturday * DAY_MS);
    const start = untilSaturday < 0 ? today : berlinDayKey(saturday);
    return { from: start, to: berlinDayKey(new Date(saturday.getTime() + DAY_MS)) };
  }
  const from = str(data, 'date_from');
  return { from: from && from > today ? from : today, to: str(data, 'date_to') || null };
}

const toUrlDate = (day: string) => day.split('-').reverse().join('-');

/** The events call of the module: from the first day of its window, its tag, one page of 12. */
export function eventListModuleQuery(data: Record<string, unknown>, now: Date): EventQuery {
  return { date: toUrlDate(eventWindow(data, now).from), tag: num(data, 'tag') ?? undefined, page_size: 12 };
}

export function EventListModule({ module }: ModuleViewProps) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  const now = new Date(useRenderTime());
  const range = eventWindow(module.data, now);
  const { data, isSuccess } = useEvents(locale, eventListModuleQuery(module.data, now));
  const events = (data?.results ?? []).filter((event: Event) => !range.to || berlinDayKey(event.date_start) <= range.to);
  const teasers = (module.children ?? []).filter((c) => c.content_type === 'teaser_item' && isOnline(c.data, now));
  const headline = str(module.data, 'headline') || t('modules.events');
  return (
    <section className={styles.list}>
      <h2 className={styles.listHeadline}>{headline}</h2>
      {isSuccess && events.length === 0 && <p className={styles.empty}>{t('modules.noEvents')}</p>}
      {events.length > 0 && (
        <UnderHeading>
          <ul className={styles.grid}>
            {events.map((event) => (
              <li key={event.id}>
                <TeaserCard
                  image={event.image_obj}
                  thumbnails={event.image_thumbnails}
                  preline={event.event_type_new}
                  headline={event.title}
                  subline={event.subtitle}
                  link={event.urls[locale]}
                  linkText={t('common.more')}
                  meta={
                    <>
                      <time dateTime={event.date_start}>{formatDateTime(event.date_start, locale)}</time>
                      {event.venue && ` · ${event.venue.name}`}
                    </>
                  }
                />
              </li>
            ))}
            {teasers.map((item) => (
              <li key={item.id}>
                <TeaserCard image={img(item.data)} thumbnails={thumbs(item.data)} preline={str(item.data, 'preline')} headline={str(item.data, 'headline')} html={str(item.data, 'text')} link={href(item.data)} linkText={str(item.data, 'link_text')} />
              </li>
            ))}
          </ul>
        </UnderHeading>
      )}
      <SiteLink href={buildPath('events', locale)} className={styles.allLink}>
        {t('modules.allEvents')} →
      </SiteLink>
    </section>
  );
}
