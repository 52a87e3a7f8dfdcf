import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorLogSummaryRow } from 'shared-contracts/dashboard';
import { formatDateTime } from 'shared-contracts/berlin-time';
import { HttpError } from 'site-config/remote-kit/http';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { errorLogQueryKey, useErrorLogSummary } from '../api/get-dashboard';
import { createResource } from '../api/write-resource';
import styles from './back-office.module.css';

/** One 404 address turned into a redirect (the redirects kind) right from its row. */
function ResolveForm({ row, onDone, onCancel }: { row: ErrorLogSummaryRow; onDone: (target: string) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  const [target, setTarget] = useState(`/${row.locale}/`);
  const [error, setError] = useState<string | null>(null);
  const id = `resolve-${row.path.replace(/[^a-z0-9]+/gi, '-')}`;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await createResource(locale, 'redirects', { locale: row.locale, old_path: row.path, new_path: target.trim() });
      onDone(target.trim());
    } catch (failure) {
      const body = (failure instanceof HttpError ? failure.body : null) as { message?: string } | null;
      setError(t('dashboard.failed', { reason: body?.message ?? '' }));
    }
  };
  return (
    <form onSubmit={submit} className={styles.inline}>
      <label htmlFor={id} className={styles.visuallyHidden}>
        {t('dashboard.newPath', { path: row.path })}
      </label>
      <input id={id} value={target} onChange={(e) => setTarget(e.target.value)} autoFocus aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
      <button type="submit">{t('dashboard.save')}</button>
      <button type="button" onClick={onCancel}>
        {t('dashboard.cancel')}
      </button>
      {error && (
        <span id={`${id}-error`} role="alert" className={styles.error}>
          {error}
        </span>
      )}
    </form>
  );
}

/** The error log's open 404s on the hub: newest first, with counts, each resolvable by a redirect. */
export function ErrorLogPanel() {
  const { t } = useTranslation();
  const { locale } = useSlot();
  const summary = useErrorLogSummary(locale);
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  return (
    <section aria-labelledby="dashboard-error-log" className={styles.history}>
      <h2 id="dashboard-error-log">{t('dashboard.errorLog')}</h2>
      <p>{t('dashboard.errorLogIntro')}</p>
      <p aria-live="polite" className={styles.status}>
        {status}
      </p>
      {summary.isError && <p role="alert">{t('dashboard.loadFailed')}</p>}
      {summary.data?.length === 0 && <p>{t('dashboard.errorLogEmpty')}</p>}
      {summary.data && summary.data.length > 0 && (
        <div className={styles.tableBox}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('dashboard.address')}</th>
                <th scope="col">{t('dashboard.count')}</th>
                <th scope="col">{t('dashboard.lastSeen')}</th>
                <th scope="col">
                  <span className={styles.visuallyHidden}>{t('dashboard.resolve', { path: '' })}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {summary.data.map((row) => (
                <tr key={row.path}>
                  <td data-label={t('dashboard.address')}>{row.path}</td>
                  <td data-label={t('dashboard.count')}>{row.count}</td>
                  <td data-label={t('dashboard.lastSeen')}>{formatDateTime(row.last_seen, locale)}</td>
                  <td className={styles.actionCell}>
                    {open === row.path ? (
                      <ResolveForm
                        row={row}
                        onCancel={() => setOpen(null)}
                        onDone={(target) => {
                          setOpen(null);
                          setStatus(t('dashboard.resolved', { path: row.path, target }));
                          void queryClient.invalidateQueries({ queryKey: errorLogQueryKey(locale) });
                        }}
                      />
                    ) : (
                      <button type="button" onClick={() => setOpen(row.path)}>
                        {t('dashboard.resolve', { path: row.path })}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
