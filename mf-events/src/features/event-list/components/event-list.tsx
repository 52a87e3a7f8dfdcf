import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { useRenderTime } from 'site-config/remote-kit/render-clock';
import { useEvents } from '../../../api/get-events';
import { useTeasers } from '../api/get-teasers';
import { berlinDayKey } from 'shared-contracts/berlin-time';
import { groupByDay } from '../hooks/group-by-day';
import { hasActiveFilters, toApiParams, urlDateToIso, EMPTY_FILTERS, type ListQuery } from '../hooks/list-query';
import { useListState } from '../hooks/use-list-state';
import { useLoadMoreTrigger } from '../hooks/use-load-more-trigger';
import { DayGroupSection } from './day-group-section';
import { EmptyResult } from './empty-result';
import { FilterBar } from './filter-bar';
import { ListSkeleton } from './list-skeleton';
import styles from './event-list.module.css';

function scrollToTop(from: Element | null) {
  const container = from?.closest('[data-scroll-container]');
  if (container) container.scrollTo({ top: 0 });
  else window.scrollTo({ top: 0 });
}

export function EventList({ inOverlay = false }: { inOverlay?: boolean }) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  const now = useRenderTime();
  const rootRef = useRef<HTMLDivElement>(null);
  const { state, setState, invalid } = useListState(inOverlay);
  const params = useMemo(() => toApiParams(state), [state]);
  const events = useEvents(locale, params);
  const teasers = useTeasers(locale);

  const change = (next: ListQuery) => {
    setState(next);
    scrollToTop(rootRef.current);
  };
  const reset = () => change({ ...state, date: null, filters: { ...EMPTY_FILTERS } });

  const pages = events.data?.pages;
  const loaded = useMemo(() => (pages ?? []).flatMap((page) => page.results), [pages]);
  const complete = events.isSuccess && !events.hasNextPage;
  const groups = useMemo(
    // The list starts at the chosen day, else today: a teaser dated before the first event still has its place.
    () => groupByDay(loaded, events.isSuccess ? (teasers.data ?? []) : [], complete, state.date ? urlDateToIso(state.date) : berlinDayKey(now)),
    [loaded, events.isSuccess, teasers.data, complete, state.date, now],
  );
  const canLoadMore = events.isSuccess && events.hasNextPage && !events.isFetchingNextPage;
  const triggerRef = useLoadMoreTrigger<HTMLDivElement>(() => {
    if (canLoadMore) void events.fetchNextPage();
  }, canLoadMore, pages?.length ?? 0);

  const filtered = hasActiveFilters(state);
  return (
    <div ref={rootRef} className={styles.root}>
      <FilterBar state={state} onChange={change} />
      <section aria-label={t('list.label')} aria-busy={events.isFetching} className={styles.list}>
        {invalid || events.isPending ? <ListSkeleton label={t('list.loading')} /> : null}
        {events.isError ? (
          <div role="alert" className={styles.message}>
            <p>{t('list.loadError')}</p>
            <button type="button" className={styles.button} onClick={() => void events.refetch()}>
              {t('list.retry')}
            </button>
          </div>
        ) : null}
        {events.isSuccess && loaded.length === 0 ? (
          filtered ? (
            <EmptyResult onReset={reset} />
          ) : (
            <p className={styles.message}>{t('list.noEvents')}</p>
          )
        ) : null}
        {groups.map((group) => (
          <DayGroupSection key={group.day} group={group} />
        ))}
        {canLoadMore || events.isFetchingNextPage ? (
          <div ref={triggerRef} className={styles.trigger}>
            {events.isFetchingNextPage ? <ListSkeleton label={t('list.loadingMore')} compact /> : null}
          </div>
        ) : null}
      </section>
    </div>
  );
}
