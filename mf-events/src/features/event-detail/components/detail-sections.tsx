import type { ReactNode } from 'react';
import type { Event } from 'shared-contracts/entities';
import { DescriptionSection } from './description-section';
import { SeriesEventsSection } from './series-events-section';
import { SeriesSection } from './series-section';

/**
 * The detail sections in their fixed order: Children, ImportantInfo, OpeningHours, Description,
 * ImageSlider, Programs, Video, Contributors, Series, Events, Blog, Sponsors, Promoter. A section renders only when
 * the event carries its data; the API's event shape currently feeds Description, Series and Events.
 */
const SECTION_ORDER: ReadonlyArray<{ key: string; render(event: Event): ReactNode }> = [
  { key: 'Description', render: (event) => (event.description || event.tags.length > 0 || event.genre ? <DescriptionSection event={event} /> : null) },
  { key: 'Series', render: (event) => (event.series ? <SeriesSection series={event.series} /> : null) },
  { key: 'Events', render: (event) => (event.series ? <SeriesEventsSection event={event} /> : null) },
];

export function DetailSections({ event }: { event: Event }) {
  return (
    <>
      {SECTION_ORDER.map((section) => {
        const node = section.render(event);
        return node ? (
          <div key={section.key} data-section={section.key}>
            {node}
          </div>
        ) : null;
      })}
    </>
  );
}
