import { useTranslation } from 'react-i18next';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { Picture } from '../../../lib/picture';
import { Breadcrumb } from '../../../lib/ui/breadcrumb';
import { EventRows } from '../../../lib/ui/event-rows';
import { UnderHeading } from '../../../lib/ui/heading-level';
import { QueryState } from '../../../lib/ui/query-state';
import { useSeries } from '../api/get-series';
import ui from '../../../lib/ui/ui.module.css';
import { useAnnounceAlternateUrls } from 'site-config/remote-kit/use-announce-alternate-urls';
import { CmsHtml } from '../../../lib/cms-html';

export function SeriesDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  const query = useSeries(locale, id);
  useAnnounceAlternateUrls(query.data?.urls);
  const series = query.data;
  return (
    <article className={ui.wrap}>
      <QueryState status={query.status} error={query.error} onRetry={() => void query.refetch()}>
        {series && (
          <>
            <Breadcrumb items={[{ label: series.name }]} />
            <h1 className={ui.title}>{series.name}</h1>
            {series.image_obj && (
              <figure className={ui.heroImage} style={{ margin: '0 0 2rem' }}>
                <Picture image={series.image_obj} eager />
              </figure>
            )}
            <CmsHtml className={ui.prose} html={series.description} />
            <section className={ui.section} aria-labelledby="series-events">
              <h2 id="series-events" className={ui.sectionTitle}>
                {t('series.events')}
              </h2>
              {series.events.length === 0 ? <p className={ui.message}>{t('productions.noEvents')}</p> : (
                <UnderHeading>
                  <EventRows events={series.events} booking />
                </UnderHeading>
              )}
            </section>
          </>
        )}
      </QueryState>
    </article>
  );
}
