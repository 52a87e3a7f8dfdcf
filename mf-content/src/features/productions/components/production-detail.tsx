import { type MouseEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildPath } from 'shared-contracts/routes';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { Picture } from '../../../lib/picture';
import { SiteLink } from 'site-config/remote-kit/site-link';
import { Breadcrumb } from '../../../lib/ui/breadcrumb';
import { EventRows } from '../../../lib/ui/event-rows';
import { UnderHeading } from '../../../lib/ui/heading-level';
import { QueryState } from '../../../lib/ui/query-state';
import { useAnnounceAlternateUrls } from 'site-config/remote-kit/use-announce-alternate-urls';
import { useProduction } from '../api/get-production';
import { dateRange } from './production-list';
import { BlogPart, ContributorsPart, PromotersPart } from './production-people-sections';
import { ImageSliderPart, OpeningHoursPart, ProgramsPart, VideoPart } from './production-sections';
import ui from '../../../lib/ui/ui.module.css';
import styles from './productions.module.css';
import { CmsHtml } from '../../../lib/cms-html';
import { anchorOffset } from '../../../lib/anchor-offset';

export const DATES_ANCHOR = 'datesAndTickets';

/**
 * Production detail. Sections in the product's order: OpeningHours, Description, ImageSlider, Programs, Video,
 * Contributors, Events, Blog, Promoter. Each is left out when the production has nothing for it, except Events,
 * which says that no dates are coming up (the "Dates and Tickets" button points at it).
 */
export function ProductionDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  const query = useProduction(locale, id);
  const production = query.data;
  useAnnounceAlternateUrls(production?.urls);
  const [shown, setShown] = useState(10);
  return (
    <article className={ui.wrap}>
      <QueryState status={query.status} error={query.error} onRetry={() => void query.refetch()}>
        {production && (
          <>
            <Breadcrumb items={[{ label: t('productions.title'), href: buildPath('productions', locale) }, { label: production.title }]} />
            <header>
              {production.exhibition_type && <p className={ui.kicker}>{production.exhibition_type.name}</p>}
              <h1 className={ui.title}>{production.title}</h1>
              {production.subtitle && <p className={ui.lead}>{production.subtitle}</p>}
              <dl className={ui.facts}>
                <dt>{t('productions.period')}</dt>
                <dd>{dateRange(production.date_from, production.date_to, locale)}</dd>
                <dt>{t('productions.season')}</dt>
                <dd>{production.season.name}</dd>
              </dl>
              <div className={styles.actions}>
                {production.events.length > 0 ? (
                  <a href={`#${DATES_ANCHOR}`} className={ui.button} data-sticky-clear="" onClick={(event) => scrollToDates(event)}>
                    {t('productions.datesAndTickets')}
                  </a>
                ) : (
                  production.ticket_url && (
                    <SiteLink href={production.ticket_url} className={ui.button}>
                      {t('productions.bookTickets')}
                    </SiteLink>
                  )
                )}
              </div>
            </header>
            {production.image_obj && (
              <figure className={ui.heroImage} style={{ margin: 0 }}>
                <Picture image={production.image_obj} thumbnails={production.image_thumbnails} eager />
              </figure>
            )}
            {production.opening_hours.length > 0 && (
              <div data-section="OpeningHours">
                <OpeningHoursPart hours={production.opening_hours} />
              </div>
            )}
            {production.description && (
              <section className={ui.section} aria-labelledby="production-description" data-section="Description">
                <h2 id="production-description" className={ui.sectionTitle}>
                  {t('productions.description')}
                </h2>
                <CmsHtml className={ui.prose} html={production.description} />
              </section>
            )}
            {production.images.length > 0 && (
              <div data-section="ImageSlider">
                <ImageSliderPart images={production.images} />
              </div>
            )}
            {production.programs.length > 0 && (
              <div data-section="Programs">
                <ProgramsPart programs={production.programs} />
              </div>
            )}
            {production.video && (
              <div data-section="Video">
                <VideoPart video={production.video} />
              </div>
            )}
            {production.contributors.length > 0 && (
              <div data-section="Contributors">
                <ContributorsPart contributors={production.contributors} />
              </div>
            )}
            <section className={ui.section} id={DATES_ANCHOR} aria-labelledby="production-events" data-section="Events">
              <h2 id="production-events" className={ui.sectionTitle}>
                {t('productions.events')}
              </h2>
              {production.events.length === 0 ? (
                <p className={ui.message}>{t('productions.noEvents')}</p>
              ) : (
                <UnderHeading>
                  <EventRows events={production.events.slice(0, shown)} ticketUrl={production.ticket_url} booking />
                </UnderHeading>
              )}
              {production.events.length > shown && (
                <div className={ui.loadMore}>
                  <button type="button" className={ui.secondaryButton} onClick={() => setShown((n) => n + 10)}>
                    {t('common.loadMore')}
                  </button>
                </div>
              )}
            </section>
            {production.articles.length > 0 && (
              <div data-section="Blog">
                <BlogPart articles={production.articles} />
              </div>
            )}
            {production.promoters.length > 0 && (
              <div data-section="Promoter">
                <PromotersPart promoters={production.promoters} />
              </div>
            )}
          </>
        )}
      </QueryState>
    </article>
  );
}

/** Hash links scroll smoothly, the offset of design settings above the anchor. */
function scrollToDates(event: MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById(DATES_ANCHOR);
  if (!target) return;
  event.preventDefault();
  window.scrollTo({ top: target.getBoundingClientRect().top + window.scrollY - anchorOffset(), behavior: 'smooth' });
  history.replaceState(history.state, '', `#${DATES_ANCHOR}`);
}
