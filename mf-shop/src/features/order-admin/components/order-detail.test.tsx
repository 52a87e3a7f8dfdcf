import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffOrder } from 'shared-contracts/order-money';
import { mockFetch, renderSlot } from 'site-config/jest/render-slot';
import { OrderDetail } from './order-detail';

jest.setTimeout(20_000);

const where = { venue: null, address: null, room: null, entry_time: null, date_end: null, important_info: '' };
const ticket = (position: number, status: 'valid' | 'cancelled' = 'valid') => ({
  position,
  qr: `LA1:ABCDEFGH:${position}:1:AAAAAAAAAAAAAAAA`,
  event: { id: 1, title: 'Blue River Sessions', date_start: '2030-12-01T19:00:00+01:00', where },
  seat_group_text: 'Parkett',
  time_start: null,
  price_name: 'Vollpreis',
  price: '20.00',
  status,
});
const order = (over: Partial<StaffOrder> = {}): StaffOrder => ({
  code: 'ABCDEFGH',
  locale: 'de',
  status: 'placed',
  name: 'Erika Mustermann',
  email: 'erika@example.org',
  created_at: '2030-11-01T10:15:00+01:00',
  cancelled_at: null,
  total: '40.00',
  tickets_quantity: 2,
  payment: { id: 'box-office', name: 'Zahlung an der Kasse / auf Rechnung', instructions: '', state: 'pending', status: 'partly_paid', due: '40.00', paid: '10.00', outstanding: '30.00' },
  invoices: [{ number: '2030-0001', kind: 'invoice', cancels: null, issued_at: '2030-11-01T10:15:00+01:00', total: '40.00', url: '/de/api/dashboard-orders/ABCDEFGH/invoices/2030-0001.pdf' }],
  tickets: [ticket(1), ticket(2)],
  order_url: '/webshop/orders/ABCDEFGH/secret',
  tickets_url: '/de/api/orders/ABCDEFGH/secret/tickets.pdf',
  calendar_url: '/de/api/orders/ABCDEFGH/secret/calendar.ics',
  payments: [{ id: 1, kind: 'payment', amount: '10.00', method: 'cash', paid_on: '2030-11-02', note: '', recorded_by: 'Kasse', recorded_at: '2030-11-02T10:00:00+01:00' }],
  ...over,
});

it('shows what is paid and open, records a payment, and cancels a ticket after showing its refund', async () => {
  document.cookie = 'csrftoken=tok; path=/';
  const sent: Array<{ url: string; body: unknown }> = [];
  mockFetch({
    '/api/dashboard-orders/ABCDEFGH/': order(),
    '/api/dashboard-orders/ABCDEFGH/payments/': (url, init) => {
      sent.push({ url, body: JSON.parse(String(init?.body)) });
      return { status: 201, body: order({ payment: { ...order().payment, status: 'paid', paid: '40.00', outstanding: '0.00' } }) };
    },
    '/api/dashboard-orders/ABCDEFGH/refund-quote/?positions=2': { positions: [2], cancelled_amount: '20.00', due_after: '20.00', refund: '0.00' },
    '/api/dashboard-orders/ABCDEFGH/cancellations/': (url, init) => {
      sent.push({ url, body: JSON.parse(String(init?.body)) });
      return { status: 200, body: order({ tickets: [ticket(1), ticket(2, 'cancelled')] }) };
    },
  });
  renderSlot(<OrderDetail code="ABCDEFGH" onClose={() => undefined} />);
  expect(await screen.findByText('teilweise bezahlt')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Rechnung 2030-0001 (PDF)' })).toHaveAttribute('href', '/de/api/dashboard-orders/ABCDEFGH/invoices/2030-0001.pdf');
  expect(screen.getByLabelText('Betrag (€)')).toHaveValue('30.00');
  await userEvent.selectOptions(screen.getByLabelText('Zahlungsart'), 'Karte');
  await userEvent.click(screen.getByRole('button', { name: 'Zahlung speichern' }));
  expect(await screen.findByText('bezahlt')).toBeInTheDocument();
  expect(sent[0].body).toEqual({ amount: '30.00', method: 'card', note: '' });

  await userEvent.click(screen.getByRole('checkbox', { name: 'Ticket ABCDEFGH-2 auswählen' }));
  await userEvent.click(screen.getByRole('button', { name: '1 Ticket stornieren …' }));
  const confirm = await screen.findByRole('form', { name: '1 Ticket stornieren?' });
  expect(await within(confirm).findByText(/Zu erstatten: 0 €/)).toBeInTheDocument();
  await userEvent.click(within(confirm).getByRole('button', { name: 'Stornierung bestätigen' }));
  expect(await screen.findByText(/Storniert\. Die Plätze sind wieder frei/)).toBeInTheDocument();
  expect(sent[1].body).toEqual({ positions: [2], refund: null });
  expect(screen.getByRole('checkbox', { name: 'Ticket ABCDEFGH-2 auswählen' })).toBeDisabled();
});
