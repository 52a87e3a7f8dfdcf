import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineLogin } from './inline-login';
import styles from './page-editor.module.css';

/** A 401 while editing (outside an edit dialog) opens the login modal; it logs in without leaving the page. */
export function LoginModal({ loginUrl, onClose, onLoggedIn }: { loginUrl: string; onClose: () => void; onLoggedIn: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && typeof dialog.showModal === 'function' && !dialog.open) dialog.showModal();
    else dialog?.setAttribute('open', '');
  }, []);
  return (
    <dialog ref={ref} className={`${styles.dialog} ${styles.small}`} aria-labelledby={titleId} onCancel={(e) => (e.preventDefault(), onClose())}>
      <div className={styles.dialogForm}>
        <header className={styles.dialogHeader}>
          <h2 id={titleId} className={styles.dialogTitle}>
            {t('login.modalTitle')}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('login.close')}>
            ×
          </button>
        </header>
        <InlineLogin loginUrl={loginUrl} onLoggedIn={onLoggedIn} />
      </div>
    </dialog>
  );
}
