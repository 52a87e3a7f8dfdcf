import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderList, OrderSummary } from 'shared-contracts/orders';
import { mockFetch, renderSlot } from 'site-config/jest/render-slot';
import { OrderAdmin } from './order-admin';

// Several screens of typing and clicking: more than the default 5 s on a machine busy with builds.
jest.setTimeout(20_000);

const summary = (code: string, status: OrderSummary['status'] = 'placed'): OrderSummary => ({
  code,
  locale: 'de',
  status,
  name: 'Erika Mustermann',
  email: 'erika@example.org',
  created_at: '2030-12-01T10:15:00+01:00',
  cancelled_at: null,
  total: '64.00',
  tickets_quantity: 2,
  events: ['Blue River Sessions'],
  payment_status: 'open',
  outstanding: '64.00',
});
const list = (results: OrderSummary[]): OrderList => ({ count: results.length, page: 1, page_size: 25, results });

it('lists orders, searches by code or e-mail and cancels after asking', async () => {
  document.cookie = 'csrftoken=tok; path=/';
  let cancelled = false;
  const fetchMock = mockFetch({
    '/api/dashboard-orders/ABCDEFGH/cancel/': () => {
      cancelled = true;
      return { status: 200, body: {} };
    },
    '/api/dashboard-orders/': (url) => ({ status: 200, body: list(url.includes('q=erika') ? [summary('ABCDEFGH', cancelled ? 'cancelled' : 'placed')] : [summary('ABCDEFGH'), summary('QRSTUVWX')]) }),
  });
  jest.spyOn(window, 'confirm').mockReturnValue(true);
  renderSlot(<OrderAdmin />);
  expect(await screen.findByText('2 Bestellungen')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Suche nach Bestellnummer, Ticketnummer, Name oder E-Mail'), 'erika');
  await userEvent.click(screen.getByRole('button', { name: 'Suchen' }));
  expect(await screen.findByText('1 Bestellung')).toBeInTheDocument();
  const row = screen.getByRole('row', { name: /ABCDEFGH/ });
  expect(within(row).getByText('64 €')).toBeInTheDocument();
  await userEvent.click(within(row).getByRole('button', { name: 'Bestellung ABCDEFGH stornieren' }));
  expect(window.confirm).toHaveBeenCalledWith('Bestellung ABCDEFGH wirklich stornieren? Die Plätze werden wieder freigegeben.');
  await waitFor(() => expect(screen.getByRole('row', { name: /ABCDEFGH/ })).toHaveTextContent('storniert'));
  const [, init] = fetchMock.mock.calls.find(([url]) => String(url) === '/de/api/dashboard-orders/ABCDEFGH/cancel/')!;
  expect(init!.method).toBe('POST');
  expect((init!.headers as Record<string, string>)['X-CSRFToken']).toBe('tok');
});

it('sends the confirmation of an order again and says where it went', async () => {
  document.cookie = 'csrftoken=tok; path=/';
  const fetchMock = mockFetch({
    '/api/dashboard-orders/ABCDEFGH/resend-mail/': { code: 'ABCDEFGH', email: 'erika@example.org' },
    '/api/dashboard-orders/': list([summary('ABCDEFGH'), summary('QRSTUVWX', 'cancelled')]),
  });
  renderSlot(<OrderAdmin />);
  const row = await screen.findByRole('row', { name: /ABCDEFGH/ });
  await userEvent.click(within(row).getByRole('button', { name: 'Bestätigung der Bestellung ABCDEFGH erneut senden' }));
  expect(await screen.findByText('Die Bestätigung der Bestellung ABCDEFGH ging erneut an erika@example.org.')).toBeInTheDocument();
  const [, init] = fetchMock.mock.calls.find(([url]) => String(url) === '/de/api/dashboard-orders/ABCDEFGH/resend-mail/')!;
  expect(init!.method).toBe('POST');
  expect(within(screen.getByRole('row', { name: /QRSTUVWX/ })).queryByRole('button', { name: /Bestätigung|stornieren/ })).not.toBeInTheDocument();
});

it('asks anonymous visitors to log in (the API answers 401)', async () => {
  mockFetch({ '/api/dashboard-orders/': () => ({ status: 401, body: { message: 'authentication required' } }) });
  renderSlot(<OrderAdmin />, { locale: 'en' });
  expect(await screen.findByText('Please log in as a staff member.')).toBeInTheDocument();
});
