import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { Choice, ChoiceKind } from 'shared-contracts/editor/choices';
import { ChoiceList } from './choice-list';
import styles from '../../media/components/image-finder.module.css';

/** The list of one kind in its own modal dialog, opened from a module field. */
export function ChooserDialog({ kind, chosen, onChoose, onClose }: { kind: ChoiceKind; chosen: number[]; onChoose: (choice: Choice) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && typeof dialog.showModal === 'function' && !dialog.open) dialog.showModal();
    else dialog?.setAttribute('open', '');
  }, []);
  // A portal: the chooser opens from inside the module form, and forms must not nest.
  return createPortal(
    <dialog ref={ref} className={styles.finder} aria-labelledby={`${id}-title`} onCancel={(e) => (e.preventDefault(), e.stopPropagation(), onClose())}>
      <header className={styles.header}>
        <h2 id={`${id}-title`} className={styles.title}>
          {t(`choosers.title.${kind}`)}
        </h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label={t('choosers.close')}>
          ×
        </button>
      </header>
      <ChoiceList kind={kind} chosen={chosen} onChoose={onChoose} />
    </dialog>,
    document.body,
  );
}
