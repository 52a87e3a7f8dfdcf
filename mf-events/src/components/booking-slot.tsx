import { Component, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { mountRootParcel } from 'single-spa';
import Parcel from 'single-spa-react/parcel';
import { useSlot } from '../app/slot-context';
import { useBookingWidget } from '../api/load-booking-widget';
import styles from './booking-slot.module.css';

interface BookingSlotProps {
  eventId: number;
  widgetId?: string;
}

class RenderBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** mf-booking's widget mounted as a parcel; a localized fallback with retry when it cannot load or mount. */
export function BookingSlot({ eventId, widgetId }: BookingSlotProps) {
  const { t } = useTranslation();
  const { locale, host, auth, settings, query } = useSlot();
  const widget = useBookingWidget();
  const [mountError, setMountError] = useState<Error | null>(null);
  const [attempt, setAttempt] = useState(0);

  const retry = () => {
    setMountError(null);
    setAttempt((n) => n + 1);
    if (widget.isError) void widget.refetch();
  };
  const fallback = (
    <div role="alert" className={styles.fallback}>
      <p>{t('booking.unavailable')}</p>
      <button type="button" className={styles.retry} onClick={retry}>
        {t('booking.retry')}
      </button>
    </div>
  );

  if (widget.isError || mountError) return fallback;
  if (!widget.data) {
    return (
      <p role="status" className={styles.loading}>
        {t('booking.loading')}
      </p>
    );
  }
  return (
    <RenderBoundary key={attempt} fallback={fallback}>
      <Parcel
        config={widget.data}
        mountParcel={mountRootParcel}
        wrapClassName={styles.parcel}
        handleError={(error: Error) => {
          console.error('mf_booking/BookingWidget failed', error);
          setMountError(error);
        }}
        locale={locale}
        host={host}
        auth={auth}
        settings={settings}
        query={query}
        eventId={eventId}
        widgetId={widgetId}
      />
    </RenderBoundary>
  );
}
