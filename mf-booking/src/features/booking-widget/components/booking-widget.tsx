import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from 'shared-contracts/berlin-time';
import { formatTime } from 'shared-contracts/berlin-time';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { useAddToCart } from '../api/create-cart-entry';
import { timeslotChoices, visibleSeatGroups } from '../hooks/booking-model';
import { useEvent } from '../api/get-event';
import { useBookingState } from '../hooks/use-booking-state';
import { useOpenRequest } from '../hooks/use-open-request';
import { useSingleOpen } from '../hooks/use-single-open';
import { BookingPanel } from './booking-panel';
import type { StepHeading } from './step-heading';
import styles from './booking-widget.module.css';

interface BookingWidgetProps {
  eventId: number;
  widgetId: string;
  /** Collapsed at first (one widget per date in a list); an event page's own widget starts open. */
  startClosed?: boolean;
  /** Where the widget sits in the host page's outline (its title is a heading of this level). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

/** The ticket widget: an event's seat groups and prices, a ticket selection, and the cart call. */
export function BookingWidget({ eventId, widgetId, startClosed = false, headingLevel = 2 }: BookingWidgetProps) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  const event = useEvent(locale, eventId);
  const cart = useAddToCart(locale);
  const state = useBookingState(() => cart.reset(), !startClosed);
  useSingleOpen(widgetId, state.open, state.close);
  const root = useRef<HTMLElement>(null);
  useOpenRequest(widgetId, state.reopen, root);
  const title = event.data?.title ?? '';
  // Sold by timeslot, the widget names the chosen slot's time (the first is preselected), not the event's opening.
  const slot = event.data ? timeslotChoices(visibleSeatGroups(event.data)).find((choice) => choice.slot.id === state.timeslotId)?.slot : undefined;
  const start = slot?.time_start ?? event.data?.date_start ?? '';
  const Heading = `h${headingLevel}` as const;

  return (
    <section ref={root} tabIndex={-1} className={styles.widget} aria-label={t('widget.label', { title })}>
      <header className={styles.header}>
        <div>
          <Heading className={styles.title}>{t('widget.title')}</Heading>
          {event.data ? (
            <p className={styles.subtitle}>
              {event.data.title} · {formatDate(start, locale)}, {formatTime(start, locale)}
            </p>
          ) : null}
        </div>
        {state.open ? (
          <button type="button" className={styles.close} aria-label={t('widget.close')} aria-expanded="true" onClick={state.close}>
            <span aria-hidden="true">×</span>
          </button>
        ) : (
          <button type="button" className={styles.primary} aria-expanded="false" onClick={state.reopen}>
            {t('widget.open')}
          </button>
        )}
      </header>
      {!state.open ? null : event.isPending ? (
        <p role="status" className={styles.muted}>
          {t('widget.loading')}
        </p>
      ) : event.isError ? (
        <div role="alert">
          <p>{t('widget.loadError')}</p>
          <button type="button" className={styles.secondary} onClick={() => void event.refetch()}>
            {t('widget.retry')}
          </button>
        </div>
      ) : (
        <BookingPanel event={event.data} state={state} cart={cart} stepHeading={`h${Math.min(headingLevel + 1, 6)}` as StepHeading} />
      )}
    </section>
  );
}
