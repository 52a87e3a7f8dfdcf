import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import styles from './modal-frame.module.css';

/**
 * The frame of the editor's finder dialogs (images, files, links, list choosers): a modal dialog named by its heading,
 * with a close button; Escape closes it without closing the form behind. A portal, because the finders open from
 * inside the module form and forms must not nest.
 */
export function ModalFrame({ title, closeLabel, onClose, children }: { title: string; closeLabel: string; onClose: () => void; children: ReactNode }) {
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && typeof dialog.showModal === 'function' && !dialog.open) dialog.showModal();
    else dialog?.setAttribute('open', '');
  }, []);
  return createPortal(
    <dialog ref={ref} className={styles.frame} aria-labelledby={`${id}-title`} onCancel={(e) => (e.preventDefault(), e.stopPropagation(), onClose())}>
      <header className={styles.header}>
        <h2 id={`${id}-title`} className={styles.title}>
          {title}
        </h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel}>
          ×
        </button>
      </header>
      {children}
    </dialog>,
    document.body,
  );
}
