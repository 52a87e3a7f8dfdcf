import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './page-editor.module.css';

/** A 401 while editing opens the login modal (the session ran out). */
export function LoginModal({ loginUrl, onClose }: { loginUrl: string; onClose: () => void }) {
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
        <h2 id={titleId} className={styles.dialogTitle}>
          {t('login.title')}
        </h2>
        <p>{t('login.text')}</p>
        <div className={styles.dialogFooter}>
          <a className={styles.primary} href={loginUrl}>
            {t('login.action')}
          </a>
          <button type="button" className={styles.secondary} onClick={onClose}>
            {t('login.close')}
          </button>
        </div>
      </div>
    </dialog>
  );
}
