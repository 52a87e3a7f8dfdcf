import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FIELD_TYPES } from 'shared-contracts/constants';
import type { FormEntryColumn, FormEntryRow } from 'shared-contracts/back-office/forms';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { deleteAllFormEntries, deleteFormEntry, entriesCsvUrl, entryFileUrl, formEntriesKey, useFormEntries, useFormEntry } from '../api/form-entries';
import styles from './back-office.module.css';
import { Pager } from './pager';

type Value = FormEntryRow['field_values'][string] | undefined;

function useValueText() {
  const { t } = useTranslation();
  return (value: Value) => (value === undefined || value === null ? '' : typeof value === 'boolean' ? (value ? t('backOffice.yes') : t('backOffice.no')) : Array.isArray(value) ? value.join(', ') : value);
}

/** One entry opened: every field with its value; uploaded files as staff-only downloads. */
function EntryDetail({ formId, entryId, onDeleted }: { formId: number; entryId: number; onDeleted(): void }) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  const detail = useFormEntry(locale, formId, entryId);
  const text = useValueText();
  const [failed, setFailed] = useState(false);
  const remove = async () => {
    if (!window.confirm(t('formsAdmin.entries.confirmDelete', { id: entryId }))) return;
    try {
      await deleteFormEntry(locale, formId, entryId);
      onDeleted();
    } catch {
      setFailed(true);
    }
  };
  if (detail.isError) return <p role="alert">{t('backOffice.loadFailed')}</p>;
  if (!detail.data) return <p aria-busy="true">{t('backOffice.loading')}</p>;
  const { entry, columns, files } = detail.data;
  const fileName = (id: Value) => files.find((f) => f.id === id)?.name;
  const cell = (c: FormEntryColumn) => {
    const value = entry.field_values[c.slug];
    const name = c.field_type === FIELD_TYPES.file ? fileName(value) : undefined;
    return name ? <a href={entryFileUrl(locale, formId, entry.id, c.slug)}>{t('formsAdmin.entries.download', { name })}</a> : text(value) || '–';
  };
  return (
    <div className={styles.entryDetail}>
      <h3 id={`entry-${entry.id}`}>{t('formsAdmin.entries.entry', { id: entry.id })}</h3>
      <dl>
        <dt>{t('formsAdmin.entries.received')}</dt>
        <dd>{new Date(entry.created_at).toLocaleString(locale === 'de' ? 'de-DE' : 'en-GB', { timeZone: 'Europe/Berlin' })}</dd>
        {columns.map((c) => (
          <div key={c.slug}>
            <dt>{c.label}</dt>
            <dd>{cell(c)}</dd>
          </div>
        ))}
      </dl>
      {failed && <p role="alert">{t('backOffice.failed')}</p>}
      <button type="button" className={styles.danger} onClick={() => void remove()}>
        {t('formsAdmin.entries.delete', { id: entry.id })}
      </button>
    </div>
  );
}

/** What visitors sent with the form: newest first, searchable, opened one at a time, exported as CSV, deleted one or all. */
export function FormEntriesPanel({ formId }: { formId: number }) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const list = useFormEntries(locale, formId, q, page);
  const text = useValueText();
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.count / data.page_size)) : 1;
  // The list shows the first three fields; the whole entry is one click away.
  const shown = data?.columns.slice(0, 3) ?? [];
  const when = new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Berlin' });

  const refresh = () => queryClient.invalidateQueries({ queryKey: formEntriesKey(formId) });
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(draft.trim());
    setPage(1);
  };
  const removeAll = async () => {
    if (!data || !window.confirm(t('formsAdmin.entries.confirmDeleteAll', { count: data.count, title: data.form.title }))) return;
    try {
      const { deleted } = await deleteAllFormEntries(locale, formId);
      setOpen(null);
      setStatus(t('formsAdmin.entries.deletedAll', { count: deleted }));
    } catch {
      setStatus(t('backOffice.failed'));
    }
    await refresh();
  };

  return (
    <section aria-labelledby="form-entries-title" className={styles.panel}>
      <h2 id="form-entries-title">{t('formsAdmin.entries.title')}</h2>
      <div className={styles.listBar}>
        <form role="search" onSubmit={search} className={styles.searchForm}>
          <label htmlFor="form-entries-search" className={styles.visuallyHidden}>
            {t('formsAdmin.entries.searchLabel')}
          </label>
          <input id="form-entries-search" type="search" value={draft} onChange={(e) => setDraft(e.target.value)} />
          <button type="submit">{t('backOffice.search')}</button>
        </form>
        <a className={styles.primary} href={entriesCsvUrl(locale, formId)} download>
          {t('formsAdmin.entries.csv')}
        </a>
        {data && data.count > 0 && q === '' && (
          <button type="button" className={styles.danger} onClick={() => void removeAll()}>
            {t('formsAdmin.entries.deleteAll')}
          </button>
        )}
      </div>
      <p role="status">{status}</p>
      {list.isError && <p role="alert">{t('backOffice.loadFailed')}</p>}
      {data && (
        <>
          <p aria-live="polite">{t('backOffice.count', { count: data.count })}</p>
          {data.items.length > 0 && (
            <div className={styles.tableBox}>
              <table className={styles.table}>
                <caption className={styles.visuallyHidden}>{t('formsAdmin.entries.title')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('formsAdmin.entries.received')}</th>
                    {shown.map((c) => (
                      <th key={c.slug} scope="col">
                        {c.label}
                      </th>
                    ))}
                    <th scope="col">
                      <span className={styles.visuallyHidden}>{t('formsAdmin.entries.actions')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((e) => (
                    <tr key={e.id}>
                      <td data-label={t('formsAdmin.entries.received')}>{when.format(new Date(e.created_at))}</td>
                      {shown.map((c) => (
                        <td key={c.slug} data-label={c.label}>
                          {text(e.field_values[c.slug])}
                        </td>
                      ))}
                      <td data-label={t('formsAdmin.entries.actions')}>
                        <button type="button" aria-expanded={open === e.id} onClick={() => setOpen(open === e.id ? null : e.id)}>
                          {t('formsAdmin.entries.open', { id: e.id })}
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Pager page={page} pages={pages} onPage={setPage} />
        </>
      )}
      {open !== null && (
        <EntryDetail
          key={open}
          formId={formId}
          entryId={open}
          onDeleted={() => {
            setOpen(null);
            setStatus(t('backOffice.deleted'));
            void refresh();
          }}
        />
      )}
    </section>
  );
}
