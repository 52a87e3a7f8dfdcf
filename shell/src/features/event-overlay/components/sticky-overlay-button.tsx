import { useT } from '../../../i18n/i18n';
import { useShell } from '../../../app/shell-context';
import { useOverlay } from '../../../app/overlay-context';
import { TicketIcon } from '../../header/components/icons';
import styles from './sticky-overlay-button.module.css';

/** The optional sticky button (design setting) that opens the events overlay on wide screens. */
export function StickyOverlayButton() {
  const { t } = useT();
  const { settings } = useShell();
  const overlay = useOverlay();
  if (!settings?.design.sticky_overlay_button) return null;
  return (
    <button type="button" className={styles.button} onClick={() => overlay.setOpen(true)} aria-expanded={overlay.open}>
      <TicketIcon />
      <span>{t('sticky.overlay')}</span>
    </button>
  );
}
