import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { createBus } from 'shared-contracts/events';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { useEventsPageHeadline } from '../api/get-events-page-headline';
import styles from './event-overlay.module.css';

const OVERLAY_ID = 'events';

interface EventOverlayProps {
  open: boolean;
  onClose(): void;
  /** The list inside; composed by the slot so features stay independent. */
  children: ReactNode;
}

/**
 * The events overlay: a modal dialog (native <dialog>, which traps focus and closes on Escape) holding the
 * event list. Closing clears the query string; opening and closing are announced on the bus (scroll lock).
 */
export function EventOverlay({ open, onClose, children }: EventOverlayProps) {
  const { t } = useTranslation();
  const { locale, host } = useSlot();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const headline = useEventsPageHeadline(locale, open);
  const openedAt = useRef<string | null>(null);
  // The host may pass a new onClose on every render; the dialog must not reopen for that.
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    const bus = createBus();
    openedAt.current = window.location.pathname;
    if (typeof dialog.showModal === 'function' && !dialog.open) dialog.showModal();
    else dialog.setAttribute('open', '');
    bus.emit('overlay.opened', { id: OVERLAY_ID });
    // The overlay closes when the route path changes.
    const onRoute = () => {
      if (openedAt.current !== null && window.location.pathname !== openedAt.current) onCloseRef.current();
    };
    window.addEventListener('popstate', onRoute);
    window.addEventListener('single-spa:routing-event', onRoute);
    return () => {
      window.removeEventListener('popstate', onRoute);
      window.removeEventListener('single-spa:routing-event', onRoute);
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      else dialog.removeAttribute('open');
      bus.emit('overlay.closed', { id: OVERLAY_ID });
    };
  }, [open]);

  const close = () => {
    host.navigate(window.location.pathname);
    onCloseRef.current();
  };

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby="event-overlay-title"
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      {open ? (
        <div className={styles.frame}>
          <header className={styles.header}>
            <h2 id="event-overlay-title" className={styles.title}>
              {headline.data ?? t('overlay.headline')}
            </h2>
            <button type="button" className={styles.close} onClick={close} aria-label={t('overlay.close')}>
              <span aria-hidden="true">×</span>
            </button>
          </header>
          <div className={styles.body} data-scroll-container>
            {children}
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
