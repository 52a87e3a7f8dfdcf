import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createBus } from 'shared-contracts/events';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { TIME_ZONE as SITE_TIME_ZONE } from 'shared-contracts/locales';
import { useEditorPage } from '../../page-editing/api/get-editor-page';
import { conflictOf, noteVersion } from '../../page-editing/api/page-version';
import { usePublication, usePublicationAction } from '../api/publication';
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
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const { refetch } = publication;

  useEffect(() => {
    if (page.data) noteVersion(page.data.id, page.data.version_id);
  }, [page.data]);
  // Every save of the editor (module, structure, restore) says so on the bus; the marker follows at once.
  useEffect(() => createBus().on('page.updated', () => void refetch()), [refetch]);

  if (!pageId || !publication.data) return null;
  const state = publication.data;
  const dirty = state.has_unpublished_changes;
  const formatDate = (iso: string) =>
    new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'short', timeStyle: 'short', timeZone: SITE_TIME_ZONE }).format(new Date(iso));

  const run = (kind: 'publish' | 'discard') => {
    setConfirming(false);
    setMessage(null);
    action.mutate(kind, {
      onSuccess: () => {
        setMessage({ kind: 'ok', text: t(kind === 'publish' ? 'publishing.published' : 'publishing.discarded') });
        // The draft changed (discard) or is now live (publish): mf-content and the editor reload the page.
        createBus().emit('page.updated', { pageId, path: pathname });
      },
      onError: (error) => {
        const conflict = conflictOf(error);
        if (conflict) {
          setMessage({ kind: 'error', text: t('publishing.conflict', { user: conflict.changed_by ?? t('versions.unknownUser'), date: formatDate(conflict.changed_at) }) });
          void page.refetch();
          createBus().emit('page.updated', { pageId, path: pathname });
        } else {
          setMessage({ kind: 'error', text: t('publishing.failed') });
        }
      },
    });
  };

  const status = dirty ? (state.published_version_id === null ? t('publishing.neverPublished') : t('publishing.unpublished')) : t('publishing.upToDate');
  return (
    <div className={styles.controls}>
      <p className={`${styles.marker} ${dirty ? styles.dirty : ''}`}>
        <span className={styles.dot} aria-hidden="true" />
        <span>{status}</span>
        {!dirty && state.published_at && <span className={styles.when}>{t('publishing.since', { date: formatDate(state.published_at) })}</span>}
      </p>
      <button type="button" className={styles.publish} disabled={!dirty || action.isPending} onClick={() => run('publish')}>
        {action.isPending ? t('publishing.publishing') : t('publishing.publish')}
      </button>
      {dirty && state.published_version_id !== null && !confirming && (
        <button type="button" className={styles.secondary} disabled={action.isPending} onClick={() => setConfirming(true)}>
          {t('publishing.discard')}
        </button>
      )}
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
