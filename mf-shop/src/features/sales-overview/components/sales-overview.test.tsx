import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BoxOfficeEvent, EventSales } from 'shared-contracts/box-office';
import { mockFetch, renderSlot } from 'site-config/jest/render-slot';
import { SalesOverview } from './sales-overview';

jest.setTimeout(20_000);

const EVENTS: BoxOfficeEvent[] = [
  { id: 7, title: 'Blue River Sessions', date_start: '2026-05-15T19:30:00+02:00', sold: 0, checked_in: 0, check_in_lists: [] },
  { id: 8, title: 'Wassermusik', date_start: '2026-05-16T19:30:00+02:00', sold: 4, checked_in: 1, check_in_lists: [] },
];
const group = (code: string, text: string, sold: number) => ({ code, text, capacity: 40, sold, sold_elsewhere: 5, held: 2, free: 40 - sold - 7, revenue: (sold * 32).toFixed(2), checked_in: 1 });
const sales = (id: number, title: string): EventSales => ({
  event: { id, title, date_start: '2026-05-16T19:30:00+02:00', sales_stopped: false },
  seat_groups: [group('PARKETT', 'Parkett', 3), group('EMPORE', 'Empore', 1)],
  totals: { capacity: 80, sold: 4, sold_elsewhere: 10, held: 4, free: 62, revenue: '128.00', checked_in: 2 },
  cancelled_tickets: 1,
});

it('opens on the first event with sales, shows each seat group and the total, and links both CSV files', async () => {
  mockFetch({
    '/api/box-office/events/': EVENTS,
    '/api/box-office/events/8/sales/': sales(8, 'Wassermusik'),
    '/api/box-office/events/7/sales/': sales(7, 'Blue River Sessions'),
    '/api/box-office/days/2026-05-16/sales/': {
      day: '2026-05-16',
      events: [
        { event: sales(8, 'Wassermusik').event, totals: sales(8, 'Wassermusik').totals },
        { event: { id: 9, title: 'Nachtführung', date_start: '2026-05-16T22:00:00+02:00', sales_stopped: false }, totals: { ...sales(9, 'x').totals, sold: 6, revenue: '60.00' } },
      ],
      totals: { ...sales(8, 'x').totals, sold: 10, revenue: '188.00' },
    },
  });
  renderSlot(<SalesOverview />);
  const table = await screen.findByRole('table', { name: /Wassermusik/ });
  const parkett = within(table).getByRole('row', { name: /Parkett/ });
  expect(within(parkett).getAllByRole('cell').map((c) => c.textContent?.replace(/\s/g, ' '))).toEqual(['40', '3', '5', '2', '30', '1', '96 €']);
  expect(within(table).getByRole('row', { name: /Gesamt/ })).toHaveTextContent('128 €');
  expect(screen.getByText('1 storniertes Ticket')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Gästeliste als CSV' })).toHaveAttribute('href', '/de/api/box-office/events/8/guests.csv');
  expect(screen.getByRole('link', { name: 'Verkäufe als CSV' })).toHaveAttribute('href', '/de/api/box-office/events/8/sales.csv');
  const day = await screen.findByRole('table', { name: 'Alle Veranstaltungen am Samstag, 16. Mai 2026' });
  expect(within(day).getByRole('row', { name: /22:00 Uhr · Nachtführung/ })).toHaveTextContent('60 €');
  expect(within(day).getByRole('row', { name: /Gesamt/ })).toHaveTextContent('188 €');

  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Veranstaltung' }), '7');
  expect(await screen.findByRole('table', { name: /Blue River Sessions/ })).toBeInTheDocument();
});

it('asks before it stops the online sales of the chosen event, and resumes them at once', async () => {
  let stopped = false;
  const posts: unknown[] = [];
  mockFetch({
    '/api/box-office/events/': EVENTS,
    '/api/box-office/events/8/sales/': () => ({ status: 200, body: { ...sales(8, 'Wassermusik'), event: { ...sales(8, 'Wassermusik').event, sales_stopped: stopped } } }),
    '/api/box-office/events/8/sales-stop/': (_url: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as { stopped: boolean };
      posts.push(body);
      stopped = body.stopped;
      return { status: 200, body: { id: 8, sales_stopped: stopped } };
    },
  });
  renderSlot(<SalesOverview />);
  expect(await screen.findByText('Der Online-Verkauf läuft.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Verkauf stoppen' }));
  const ask = screen.getByRole('dialog', { name: 'Online-Verkauf stoppen?' });
  expect(ask).toHaveAccessibleDescription(/„Wassermusik“ am 16\. Mai 2026, 19:30 Uhr/);
  expect(within(ask).getByRole('button', { name: 'Abbrechen' })).toHaveFocus();
  await userEvent.click(within(ask).getByRole('button', { name: 'Abbrechen' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(posts).toEqual([]);
  await userEvent.click(screen.getByRole('button', { name: 'Verkauf stoppen' }));
  await userEvent.click(within(screen.getByRole('dialog', { name: 'Online-Verkauf stoppen?' })).getByRole('button', { name: 'Verkauf stoppen' }));
  expect(await screen.findByText(/Der Online-Verkauf ist angehalten/)).toBeInTheDocument();
  expect(posts).toEqual([{ stopped: true }]);
  await userEvent.click(screen.getByRole('button', { name: 'Verkauf fortsetzen' }));
  expect(await screen.findByText('Der Online-Verkauf läuft.')).toBeInTheDocument();
  expect(posts).toEqual([{ stopped: true }, { stopped: false }]);
});

it('asks anonymous visitors to log in', async () => {
  mockFetch({ '/api/box-office/events/': () => ({ status: 401, body: { message: 'authentication required' } }) });
  renderSlot(<SalesOverview />, { locale: 'en' });
  expect(await screen.findByText('Please log in as a staff member.')).toBeInTheDocument();
});
