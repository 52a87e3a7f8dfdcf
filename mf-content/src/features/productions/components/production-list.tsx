import { useTranslation } from 'react-i18next';
import { withQuery } from 'shared-contracts/api-paths';
import { buildPath } from 'shared-contracts/routes';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { formatDate } from 'shared-contracts/berlin-time';
import { Breadcrumb } from '../../../lib/ui/breadcrumb';
import { LoadMore } from '../../../lib/ui/load-more';
import { QueryState } from '../../../lib/ui/query-state';
import { TeaserCard } from '../../../lib/ui/teaser-card';
import { useProductionFilterOptions } from '../api/get-production-filter-options';
import { type ProductionFilter, productionFilterOf, useProductions } from '../api/get-productions';
import { ProductionFilters } from './production-filters';
import ui from '../../../lib/ui/ui.module.css';
import styles from './productions.module.css';

export function dateRange(from: string | null, to: string | null, locale: 'de' | 'en'): string {
  const f = from ? formatDate(`${from}T12:00:00Z`, locale) : '';
  const t = to ? formatDate(`${to}T12:00:00Z`, locale) : '';
  return f && t && f !== t ? `${f} – ${t}` : f || t;
}

/** Productions list; the filter lives in the query string (season, exhibition_type, tag), so it survives reloads. */
export function ProductionList({ withHeader = false }: { withHeader?: boolean }) {
  const { t } = useTranslation();
  const { locale, query, host } = useSlot();
  const filter: ProductionFilter = productionFilterOf(query);
  const options = useProductionFilterOptions(locale);
  const list = useProductions(locale, filter);
  const productions = list.data?.pages.flatMap((page) => page.results) ?? [];
  const count = list.data?.pages[0]?.count ?? 0;
  const change = (next: ProductionFilter) => {
    host.navigate(withQuery(buildPath('productions', locale), { ...next }));
    window.scrollTo({ top: 0 });
  };
  return (
    <div className={withHeader ? ui.wrap : ui.body}>
      {withHeader && (
        <>
          <Breadcrumb items={[{ label: t('productions.title') }]} />
          <h1 className={ui.title}>{t('productions.title')}</h1>
        </>
      )}
      {options.data && <ProductionFilters options={options.data} filter={filter} onChange={change} />}
      <QueryState status={list.status} error={list.error} onRetry={() => void list.refetch()} skeleton="list">
        <p className={styles.count} role="status">
          {t('productions.count', { count })}
        </p>
        {productions.length === 0 ? (
          <div className={ui.message}>
            <p>{t('productions.empty')}</p>
            <p>{t('productions.emptyHint')}</p>
            <button type="button" className={ui.secondaryButton} onClick={() => change({ season: null, exhibition_type: null, tag: null })}>
              {t('productions.reset')}
            </button>
          </div>
        ) : (
          <ul className={ui.grid}>
            {productions.map((production) => (
              <li key={production.id}>
                <TeaserCard
                  image={production.image_obj}
                  thumbnails={production.image_thumbnails}
                  preline={production.exhibition_type?.name}
                  headline={production.title}
                  subline={production.subtitle}
                  link={production.urls[locale]}
                  linkText={t('common.more')}
                  meta={dateRange(production.date_from, production.date_to, locale)}
                />
              </li>
            ))}
          </ul>
        )}
        <LoadMore hasMore={Boolean(list.hasNextPage)} loading={list.isFetchingNextPage} onLoad={() => void list.fetchNextPage()} label={t('common.loadMore')} />
      </QueryState>
    </div>
  );
}
