import { useEffect, useState } from 'react';
import { useT } from '../../../i18n/i18n';
import { currentFacts, detectIssues, type InfoIssue } from '../detect-issues';
import { CloseIcon } from '../../header/components/icons';
import styles from './info-layer.module.css';

export const RELOAD_BUTTON_DELAY_MS = 4000;

const MESSAGE_KEYS: Record<InfoIssue, string> = {
  unsupported: 'info.unsupported',
  lowBandwidth: 'info.lowBandwidth',
  weakHardware: 'info.weakHardware',
  offline: 'info.offline',
};

/** Info layer: environment messages with a reload button after 4 s; online/offline is tracked live. */
export function InfoLayer() {
  const { t } = useT();
  // The browser's facts are read after the first render, which must match the server's (it knows no browser).
  const [issues, setIssues] = useState<InfoIssue[]>([]);
  const [showReload, setShowReload] = useState(false);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    const update = () => {
      setIssues(detectIssues(currentFacts()));
      setDismissed(false);
    };
    setIssues(detectIssues(currentFacts()));
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);

  useEffect(() => {
    setShowReload(false);
    if (issues.length === 0) return;
    const timer = window.setTimeout(() => setShowReload(true), RELOAD_BUTTON_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [issues]);

  if (issues.length === 0 || dismissed) return null;
  const offline = issues.includes('offline');
  return (
    <aside className={styles.layer} role="status" aria-live="polite">
      {offline && (
        <p className={styles.wait} lang="de">
          <span className={styles.spinner} aria-hidden="true" />
          {t('info.wait')}
        </p>
      )}
      {issues.map((issue) => (
        <p key={issue} className={styles.message}>
          {t(MESSAGE_KEYS[issue])}
        </p>
      ))}
      <div className={styles.actions}>
        {showReload && (
          <button type="button" className={styles.reload} onClick={() => window.location.reload()}>
            {t('info.reload')}
          </button>
        )}
        <button type="button" className={styles.close} onClick={() => setDismissed(true)} aria-label={t('alert.close')}>
          <CloseIcon />
        </button>
      </div>
    </aside>
  );
}
