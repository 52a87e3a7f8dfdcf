import type { ReactNode } from 'react';
import type { EventDetail } from 'shared-contracts/entities';
import { BlogSection } from './blog-section';
import { ChildrenSection } from './children-section';
import { ContributorsSection } from './contributors-section';
import { DescriptionSection } from './description-section';
import { ImageSliderSection } from './image-slider-section';
import { ImportantInfoSection } from './important-info-section';
import { OpeningHoursSection } from './opening-hours-section';
import { PartnersSection } from './partners-section';
import { ProgramsSection } from './programs-section';
import { SeriesEventsSection } from './series-events-section';
import { SeriesSection } from './series-section';
import { VideoSection } from './video-section';

/**
 * The event detail's sections in the order the product prescribes; each renders only when the event carries its
 * data, so an event without a programme simply has no "Programme" heading.
 */
const SECTION_ORDER: ReadonlyArray<{ key: string; render(event: EventDetail): ReactNode }> = [
  { key: 'Children', render: (e) => (e.children.length > 0 ? <ChildrenSection events={e.children} /> : null) },
  { key: 'ImportantInfo', render: (e) => (e.important_info ? <ImportantInfoSection html={e.important_info} /> : null) },
  { key: 'OpeningHours', render: (e) => (e.opening_hours.length > 0 ? <OpeningHoursSection hours={e.opening_hours} /> : null) },
  { key: 'Description', render: (e) => (e.description || e.tags.length > 0 || e.genre ? <DescriptionSection event={e} /> : null) },
  { key: 'ImageSlider', render: (e) => (e.images.length > 0 ? <ImageSliderSection images={e.images} /> : null) },
  { key: 'Programs', render: (e) => (e.programs.length > 0 ? <ProgramsSection programs={e.programs} /> : null) },
  { key: 'Video', render: (e) => (e.video ? <VideoSection video={e.video} /> : null) },
  { key: 'Contributors', render: (e) => (e.contributors.length > 0 ? <ContributorsSection contributors={e.contributors} /> : null) },
  { key: 'Series', render: (e) => (e.series ? <SeriesSection series={e.series} /> : null) },
  { key: 'Events', render: (e) => (e.series ? <SeriesEventsSection event={e} /> : null) },
  { key: 'Blog', render: (e) => (e.articles.length > 0 ? <BlogSection articles={e.articles} /> : null) },
  { key: 'Sponsors', render: (e) => (e.sponsors.length > 0 ? <PartnersSection kind="sponsors" partners={e.sponsors} /> : null) },
  { key: 'Promoter', render: (e) => (e.promoters.length > 0 ? <PartnersSection kind="promoters" partners={e.promoters} /> : null) },
];

export function DetailSections({ event }: { event: EventDetail }) {
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
