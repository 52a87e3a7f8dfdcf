import { useTranslation } from 'react-i18next';
import { RemoteSlot } from 'site-config/remote-kit/remote-slot';
import { useSlot } from 'site-config/remote-kit/slot-context';
import styles from './booking-slot.module.css';

interface BookingSlotProps {
  eventId: number;
  widgetId?: string;
  /** The widget title's heading level: one below the heading the widget sits under. */
  headingLevel: 2 | 3 | 4 | 5 | 6;
}

/** mf-booking's widget, mounted through the federation runtime; a localized fallback with retry when it cannot load or mount. */
export function BookingSlot({ eventId, widgetId, headingLevel }: BookingSlotProps) {
  const { t } = useTranslation();
  const { locale, host, auth, settings, query } = useSlot();
  return (
    <RemoteSlot
      remote="mf_booking"
      slot="BookingWidget"
      props={{ locale, host, auth, settings, query, eventId, widgetId, headingLevel }}
      parcelClassName={styles.parcel}
      skeleton={
        <>
          <p role="status" className={styles.loading}>
            {t('booking.loading')}
          </p>
          {/* Shown only where scripting is off (the server's page then keeps this skeleton for good). */}
          <div className={styles.noScript}>
            <p className={styles.noScriptTitle}>{t('booking.noScriptTitle')}</p>
            <p>{t('booking.noScriptText')}</p>
          </div>
        </>
      }
      fallback={(retry) => (
        <div role="alert" className={styles.fallback}>
          <p>{t('booking.unavailable')}</p>
          <button type="button" className={styles.retry} onClick={retry}>
            {t('booking.retry')}
          </button>
        </div>
      )}
    />
  );
}
