import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildPath } from 'shared-contracts/routes';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { SiteLink } from 'site-config/remote-kit/site-link';
import { type SearchCategory, useSearchCategory } from '../api/get-search-category';
import { useSearch } from '../api/get-search';
import { SEARCH_CATEGORIES, searchPageInput } from '../api/search-page-queries';
import { SearchHitCard } from './search-hit-card';
import { SearchPagination } from './search-pagination';
import styles from './search-page.module.css';

export function categoryUrl(locale: 'de' | 'en', category: SearchCategory, page: number, q: string) {
  return `${buildPath('search', locale, { category, page: String(page) })}?q=${encodeURIComponent(q)}`;
}

/** /search/{category?}/{page?}?q=: the overview answers both tabs' counts, a category route pages through one. */
export function SearchPage({ category, page }: { category?: string; page?: string }) {
  const { t } = useTranslation();
  const { locale, query, host } = useSlot();
  const { q, chosen, pageNumber } = searchPageInput(query, category, page);
  const overview = useSearch(locale, q);
  const detail = useSearchCategory(locale, chosen, q, pageNumber);
  const counts = overview.data ? { events: overview.data.events.count, others: overview.data.others.count } : null;
  const active: SearchCategory = chosen ?? (counts && counts.events === 0 && counts.others > 0 ? 'others' : 'events');
  const list = chosen ? detail.data : overview.data?.[active];
  const loading = chosen ? detail.isPending && detail.fetchStatus !== 'idle' : overview.isPending && overview.fetchStatus !== 'idle';
  const failed = chosen ? detail.isError : overview.isError;
  const total = counts ? counts.events + counts.others : null;

  return (
    <section className={styles.page} aria-labelledby="search-title">
      <h1 id="search-title" className={styles.title}>
        {q ? t('page.resultsFor', { query: q }) : t('page.title')}
      </h1>
      <SearchForm initial={q} onSearch={(value) => host.navigate(`${buildPath('search', locale)}?q=${encodeURIComponent(value)}`)} />
      {!q && <p className={styles.note}>{t('page.prompt')}</p>}
      {q && failed && (
        <p role="alert" className={styles.note}>
          {t('page.error')}{' '}
          <button type="button" className={styles.retry} onClick={() => void (chosen ? detail.refetch() : overview.refetch())}>
            {t('page.retry')}
          </button>
        </p>
      )}
      {q && loading && (
        <p className={styles.note} role="status">
          {t('page.loading')}
        </p>
      )}
      {q && total === 0 && (
        <p className={styles.empty} role="status">
          {t('page.empty')}
        </p>
      )}
      {q && counts && total !== 0 && (
        <>
          <nav aria-label={t('page.tabs')} className={styles.tabs}>
            {SEARCH_CATEGORIES.map((c) => (
              <SiteLink key={c} href={categoryUrl(locale, c, 1, q)} className={`${styles.tab} ${c === active ? styles.activeTab : ''}`} aria-current={c === active ? 'page' : undefined}>
                {t(`page.${c}`)} <span className={styles.count}>{t('page.count', { count: counts[c] })}</span>
              </SiteLink>
            ))}
          </nav>
          {list && list.results.length === 0 && <p className={styles.empty}>{t('page.empty')}</p>}
          {list && list.results.length > 0 && (
            <ol className={styles.results} aria-busy={chosen ? detail.isFetching : overview.isFetching}>
              {list.results.map((hit) => (
                <li key={`${hit.type}-${hit.id}`}>
                  <SearchHitCard hit={hit} />
                </li>
              ))}
            </ol>
          )}
          {list && (list.next || list.previous) && (
            <SearchPagination page={pageNumber} hasPrevious={Boolean(list.previous)} hasNext={Boolean(list.next)} hrefFor={(n) => categoryUrl(locale, active, n, q)} />
          )}
        </>
      )}
    </section>
  );
}

function SearchForm({ initial, onSearch }: { initial: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState(initial);
  const [seen, setSeen] = useState(initial);
  // A new q from the address bar replaces what is typed.
  if (seen !== initial) {
    setSeen(initial);
    setValue(initial);
  }
  return (
    <form
      role="search"
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        if (value.trim()) onSearch(value.trim());
      }}
    >
      <label htmlFor={id} className={styles.visuallyHidden}>
        {t('box.label')}
      </label>
      <input id={id} type="search" className={styles.input} value={value} onChange={(e) => setValue(e.target.value)} placeholder={t('box.placeholder')} />
      <button type="submit" className={styles.submit}>
        {t('box.submit')}
      </button>
    </form>
  );
}
