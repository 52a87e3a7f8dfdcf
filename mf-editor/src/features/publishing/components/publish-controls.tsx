import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createBus } from 'shared-contracts/events';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { TIME_ZONE as SITE_TIME_ZONE } from 'shared-contracts/locales';
import { describeChange } from '../../../lib/describe-change';
import { useEditorPage } from '../../page-editing/api/get-editor-page';
import { conflictOf, noteVersion } from '../../page-editing/api/page-version';
import { usePublication, usePublicationAction } from '../api/publication';
import { ScheduleControls } from './schedule-controls';
import styles from './publish-controls.module.css';

/**
 * The toolbar's publication state of the current page: a marker (unpublished changes / published / never
 * published), Publish, and Discard draft after a confirmation. Rendered only on pages of the CMS.
 */
export function PublishControls({ pathname }: { pathname: string }) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  const page = useEditorPage(locale, pathname, true);
  const pageId = page.data?.id;
  const publication = usePublication(locale, pageId);
  const action = usePublicationAction(locale, pageId);
  const [confirming, setConfirming] = useState(false);
  const [asking, setAsking] = useState(false);
  const [note, setNote] = useState('');
  const noteId = useId();
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const { refetch } = publication;

  useEffect(() => {
    if (page.data) noteVersion(page.data.id, page.data.version_id);
  }, [page.data]);
  // Every save of the editor (module, structure, restore) says so on the bus; the marker follows at once.
  useEffect(() => createBus().on('page.updated', () => void refetch()), [refetch]);

  const dirty = publication.data?.has_unpublished_changes ?? false;
  // "Published …" tells of the last action; the next edit makes it old news, so it leaves the bar.
  useEffect(() => {
    if (dirty) setMessage((current) => (current?.kind === 'ok' ? null : current));
  }, [dirty]);

  if (!pageId || !publication.data) return null;
  const state = publication.data;
  const formatDate = (iso: string) =>
    new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'short', timeStyle: 'short', timeZone: SITE_TIME_ZONE }).format(new Date(iso));

  const run = (kind: 'publish' | 'discard') => {
    setConfirming(false);
    setAsking(false);
    setMessage(null);
    action.mutate({ action: kind, note: kind === 'publish' ? note.trim() || undefined : undefined }, {
      onSuccess: () => {
        setMessage({ kind: 'ok', text: t(kind === 'publish' ? 'publishing.published' : 'publishing.discarded') });
        setNote('');
        // The draft changed (discard) or is now live (publish): mf-content and the editor reload the page.
        createBus().emit('page.updated', { pageId, path: pathname });
      },
      onError: (error) => {
        const conflict = conflictOf(error);
        if (conflict) {
          setMessage({ kind: 'error', text: t('publishing.conflict', { user: conflict.changed_by ?? t('versions.unknownUser'), date: formatDate(conflict.changed_at), what: describeChange(t, conflict.change) }) });
          void page.refetch();
          createBus().emit('page.updated', { pageId, path: pathname });
        } else {
          setMessage({ kind: 'error', text: t('publishing.failed') });
        }
      },
    });
  };

  // A page taken offline (by its schedule) has been published before: it is offline, not new.
  const unpublished = state.published_at ? t('publishing.offline') : t('publishing.neverPublished');
  const status = dirty ? (state.published_version_id === null ? unpublished : t('publishing.unpublished')) : t('publishing.upToDate');
  return (
    <div className={styles.controls}>
      <p className={`${styles.marker} ${dirty ? styles.dirty : ''}`}>
        <span className={styles.dot} aria-hidden="true" />
        <span>{status}</span>
        {!dirty && state.published_at && <span className={styles.when}>{t('publishing.since', { date: formatDate(state.published_at) })}</span>}
      </p>
      {!asking && (
        <button type="button" className={styles.publish} disabled={!dirty || action.isPending} onClick={() => (setConfirming(false), setAsking(true))}>
          {action.isPending ? t('publishing.publishing') : t('publishing.publish')}
        </button>
      )}
      {asking && (
        <form className={styles.confirm} aria-label={t('publishing.publish')} onSubmit={(e) => (e.preventDefault(), run('publish'))} onKeyDown={(e) => e.key === 'Escape' && setAsking(false)}>
          <label htmlFor={noteId}>{t('publishing.note')}</label>
          <input id={noteId} className={styles.note} value={note} maxLength={200} autoFocus onChange={(e) => setNote(e.target.value)} />
          <button type="submit" className={styles.publish} disabled={action.isPending}>
            {t('publishing.publishNow')}
          </button>
          <button type="button" className={styles.secondary} onClick={() => setAsking(false)}>
            {t('publishing.cancel')}
          </button>
        </form>
      )}
      {dirty && state.published_version_id !== null && !confirming && !asking && (
        <button type="button" className={styles.secondary} disabled={action.isPending} onClick={() => setConfirming(true)}>
          {t('publishing.discard')}
        </button>
      )}
      {!asking && !confirming && <ScheduleControls state={state} formatDate={formatDate} />}
      {confirming && (
        <span className={styles.confirm} role="group" aria-label={t('publishing.discardQuestion')}>
          <span>{t('publishing.discardQuestion')}</span>
          <button type="button" className={styles.secondary} onClick={() => run('discard')}>
            {t('publishing.discardConfirm')}
          </button>
          <button type="button" className={styles.secondary} onClick={() => setConfirming(false)}>
            {t('publishing.keep')}
          </button>
        </span>
      )}
      {message && (
        <p className={message.kind === 'error' ? styles.error : styles.ok} role={message.kind === 'error' ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
    </div>
  );
}
