import { screen } from '@testing-library/react';
import { renderSlot } from 'site-config/jest/render-slot';
import { event, seatGroup } from '../testing/fixtures';
import { EventCard } from './event-card';

const onSale = event({ id: 51, title: 'Wassermusik', date_start: '2030-05-04T19:30:00+02:00', id_jet: 7051, seat_groups: [seatGroup()] });

it('offers tickets while the event is on sale', () => {
  renderSlot(<EventCard event={onSale} onToggleTickets={() => undefined} />);
  expect(screen.getByRole('button', { name: 'Tickets für Wassermusik' })).toBeInTheDocument();
});

it('offers no ticket button once the box office stopped the sale, and says so', () => {
  renderSlot(<EventCard event={{ ...onSale, sales_stopped: true }} onToggleTickets={() => undefined} />, { locale: 'en' });
  expect(screen.queryByRole('button', { name: /Tickets/ })).toBeNull();
  expect(screen.getByText('Sales paused')).toBeInTheDocument();
});
