import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldSpec, type ResourceDescriptor, listColumns } from 'shared-contracts/back-office/descriptor';
import { roleAllows } from 'shared-contracts/roles';
import type { LoggedUser } from 'shared-contracts/site';
import { SiteLink } from 'site-config/remote-kit/site-link';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { useResourceList } from '../api/get-resource-list';
import { NEW_ID, screenPath } from '../api/resource-paths';
import { CellValue } from './cell-value';
import { KIND_LIST_PANELS } from './kind-panels';
import { ListFilters } from './list-filters';
import styles from './back-office.module.css';
import { Pager } from './pager';

/** One list for every kind: search, sortable columns, paging, a link per entry to its form and one to a new entry. */
export function ResourceList({ descriptor: d, user }: { descriptor: ResourceDescriptor; user: LoggedUser }) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState(d.defaultSort);
  const [filters, setFilters] = useState<Record<string, string>>({});
  const list = useResourceList(locale, d.kind, { q, page, sort, filters });
  const fields = d.fields as Record<string, FieldSpec>;
  const columns = [d.titleField as string, ...listColumns(d).filter((c) => c !== d.titleField)];
  const label = d.label[locale];
  const ListPanel = KIND_LIST_PANELS[d.kind];
  const pages = list.data ? Math.max(1, Math.ceil(list.data.count / list.data.page_size)) : 1;

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(draft.trim());
    setPage(1);
  };
  const sortBy = (field: string) => {
    setSort(sort === field ? `-${field}` : field);
    setPage(1);
  };
  const filterBy = (field: string, value: string) => {
    setFilters({ ...filters, [field]: value });
    setPage(1);
  };
  const ariaSort = (field: string) => (sort === field ? 'ascending' : sort === `-${field}` ? 'descending' : undefined);

  return (
    <section aria-labelledby="back-office-list" className={styles.screen}>
      <p>
        <SiteLink href={screenPath(locale)}>{t('backOffice.back')}</SiteLink>
      </p>
      <h1 id="back-office-list">{label}</h1>
      <div className={styles.listBar}>
        <form role="search" onSubmit={search} className={styles.searchForm}>
          <label htmlFor="back-office-search" className={styles.visuallyHidden}>
            {t('backOffice.searchLabel', { what: label })}
          </label>
          <input id="back-office-search" type="search" value={draft} onChange={(e) => setDraft(e.target.value)} />
          <button type="submit">{t('backOffice.search')}</button>
        </form>
        {roleAllows(user.role, d.roles.write) && !d.singleton && (
          <SiteLink className={styles.primary} href={screenPath(locale, d.kind, NEW_ID)}>
            {t('backOffice.create')}
          </SiteLink>
        )}
      </div>
      <ListFilters descriptor={d} locale={locale} values={filters} onChange={filterBy} />
      {list.isPending && <p aria-busy="true">{t('backOffice.loading')}</p>}
      {list.isError && (
        <p role="alert">
          {t('backOffice.loadFailed')} <button type="button" onClick={() => void list.refetch()}>{t('backOffice.retry')}</button>
        </p>
      )}
      {list.data && (
        <>
          <p aria-live="polite">{t('backOffice.count', { count: list.data.count })}</p>
          {list.data.items.length === 0 ? (
            <p>{t('backOffice.empty')}</p>
          ) : (
            <div className={styles.tableBox}>
              <table className={styles.table}>
                <caption className={styles.visuallyHidden}>{label}</caption>
                <thead>
                  <tr>
                    {columns.map((c) => (
                      <th key={c} scope="col" aria-sort={ariaSort(c)}>
                        <button type="button" className={styles.sortButton} onClick={() => sortBy(c)} aria-label={t('backOffice.sortBy', { field: fields[c].label[locale] })}>
                          {fields[c].label[locale]} {sort === c ? '▲' : sort === `-${c}` ? '▼' : ''}
                        </button>
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {list.data.items.map((item) => (
                    <tr key={item.id}>
                      {columns.map((c, i) => (
                        <td key={c} data-label={fields[c].label[locale]}>
                          {i === 0 ? (
                            <SiteLink href={screenPath(locale, d.kind, item.id)} aria-label={t('backOffice.edit', { title: String(item[c] ?? item.id) })}>
                              {String(item[c] ?? item.id)}
                            </SiteLink>
                          ) : (
                            <CellValue spec={fields[c]} value={item[c]} labels={list.data.labels?.[c]} />
                          )}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Pager page={page} pages={pages} onPage={setPage} />
        </>
      )}
      {ListPanel && <ListPanel canWrite={roleAllows(user.role, d.roles.write)} />}
    </section>
  );
}
