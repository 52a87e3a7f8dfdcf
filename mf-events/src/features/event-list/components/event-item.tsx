import { useEffect, useState } from 'react';
import type { Event } from 'shared-contracts/entities';
import { createBus } from 'shared-contracts/events';
import { BookingSlot } from '../../../components/booking-slot';
import { EventCard } from '../../../components/event-card';

/** A list entry: the card, and the booking widget under it once the visitor asks for tickets. */
export function EventItem({ event }: { event: Event }) {
  const [ticketsOpen, setTicketsOpen] = useState(false);
  const widgetId = `list-${event.id}`;
  // Only one booking widget is open at a time: another one opening (anywhere on the page) folds this one away.
  useEffect(() => {
    if (!ticketsOpen) return;
    return createBus().on('booking.opened', ({ widgetId: other }) => {
      if (other !== widgetId) setTicketsOpen(false);
    });
  }, [ticketsOpen, widgetId]);
  return (
    <EventCard event={event} ticketsOpen={ticketsOpen} onToggleTickets={() => setTicketsOpen((open) => !open)}>
      {ticketsOpen ? <BookingSlot eventId={event.id} widgetId={widgetId} headingLevel={4} /> : null}
    </EventCard>
  );
}
