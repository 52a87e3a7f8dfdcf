import { useApplicationStatus } from '../../../applications/application-status';
import { retryApplications } from '../../../applications/register-applications';
import { useT } from '../../../i18n/i18n';
import styles from './editor-unavailable.module.css';

/**
 * For staff only (mf-editor is loaded for them alone): when the editing tools cannot be loaded, a bar says so where
 * the toolbar would be and offers a retry, instead of the tools silently missing while the page looks normal.
 */
export function EditorUnavailable({ retry = retryApplications }: { retry?: () => void }) {
  const { t } = useT();
  if (useApplicationStatus('mf_editor') !== 'failed') return null;
  return (
    <div className={styles.bar} role="alert">
      <p className={styles.text}>{t('editorTools.unavailable')}</p>
      <button type="button" className={styles.retry} onClick={retry}>
        {t('slot.retry')}
      </button>
    </div>
  );
}
