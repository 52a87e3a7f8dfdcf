import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import frame from '../../../components/staff-screen/staff-screen.module.css';
import styles from './sales-overview.module.css';

interface Props {
  title: string;
  date: string;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * Asks before the online sale of an event stops: visitors can no longer buy until it is resumed. A native modal
 * dialog, named by its heading, keeps the focus inside and closes with Escape; "Abbrechen" takes the focus first, so
 * a second press of Enter does not stop the sale by accident.
 */
export function StopSalesDialog({ title, date, onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    // jsdom and old browsers lack showModal: an open, non-modal dialog stands in.
    if (dialog && typeof dialog.showModal === 'function' && !dialog.open) dialog.showModal();
    else dialog?.setAttribute('open', '');
    cancelRef.current?.focus();
  }, []);
  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} onCancel={(e) => (e.preventDefault(), onCancel())}>
      <h2 id={`${id}-title`} className={styles.dialogTitle}>
        {t('sales.confirmStopTitle')}
      </h2>
      <p id={`${id}-text`}>{t('sales.confirmStopText', { title, date })}</p>
      <div className={styles.links}>
        <button ref={cancelRef} type="button" className={frame.button} onClick={onCancel}>
          {t('sales.confirmStopCancel')}
        </button>
        <button type="button" className={`${frame.button} ${styles.danger}`} onClick={onConfirm}>
          {t('sales.stop')}
        </button>
      </div>
    </dialog>
  );
}
