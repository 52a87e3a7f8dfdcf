import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readCookie } from 'site-config/remote-kit/cookies';
import type { Cart, CartLine } from 'shared-contracts/entities';
import { createBus } from 'shared-contracts/events';
import { mockFetch, renderSlot } from 'site-config/jest/render-slot';
import { CartView } from './cart-view';

const line = (id: number, overrides: Partial<CartLine> = {}): CartLine => ({
  id,
  event: { id: 33, title: 'Blue River Sessions', date_start: '2030-12-18T19:30:00+01:00', urls: { de: '/de/veranstaltungen/blue-river/33', en: '/en/events/blue-river/33' } },
  seat_group: 'PARKETT',
  seat_group_text: 'Parkett',
  time_start: null,
  sale_type_id: 1,
  price_name: 'Vollpreis',
  price_text: 'Vollpreis',
  price: '32.00',
  amount: 2,
  expires_at: '2030-12-01T10:15:00+01:00',
  ...overrides,
});
const cart = (lines: CartLine[]): Cart => ({
  tickets_quantity: lines.reduce((n, l) => n + l.amount, 0),
  cart_url: '/webshop/cart',
  expires_at: lines.length ? '2030-12-01T10:15:00+01:00' : null,
  lines,
});

it('shows the cart lines, the hold and the total', async () => {
  mockFetch({ '/api/shop-cart/': cart([line(1), line(2, { price_name: 'Ermäßigt', price: '24.50', amount: 1 })]) });
  renderSlot(<CartView />);
  expect(await screen.findByRole('heading', { name: /Warenkorb · 3 Tickets/ })).toBeInTheDocument();
  expect(screen.getByText('Ihre Tickets sind bis 10:15 Uhr für Sie reserviert.')).toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: 'Blue River Sessions' })[0]).toHaveAttribute('href', '/de/veranstaltungen/blue-river/33');
  expect(screen.getByText('2 × 32 €')).toBeInTheDocument();
  expect(screen.getByText('88,50 €')).toBeInTheDocument();
});

it('dates a timeslot ticket by its slot: the day and admission time, not the event\'s opening', async () => {
  mockFetch({ '/api/shop-cart/': cart([line(1, { time_start: '2030-12-19T13:00:00+01:00' })]) });
  renderSlot(<CartView />);
  const when = await screen.findByText(/Einlass 13:00/);
  expect(when).toHaveTextContent('19. Dez. 2030, Einlass 13:00');
  expect(when).not.toHaveTextContent('19:30');
  expect(when).toHaveAttribute('dateTime', '2030-12-19T13:00:00+01:00');
});

it('removes a line with a credentialed DELETE and updates the header', async () => {
  document.cookie = 'csrftoken=tok; path=/';
  const heard = jest.fn();
  const off = createBus().on('cart.updated', heard, { replay: false });
  const fetchMock = mockFetch({
    '/api/shop-cart/2/': () => ({ status: 200, body: cart([line(1)]) }),
    '/api/shop-cart/': cart([line(1), line(2, { price_name: 'Ermäßigt', amount: 1 })]),
  });
  renderSlot(<CartView />, { locale: 'en' });
  await userEvent.click(await screen.findByRole('button', { name: 'Remove Ermäßigt for Blue River Sessions' }));
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove Ermäßigt for Blue River Sessions' })).not.toBeInTheDocument());
  const [, init] = fetchMock.mock.calls.find(([url]) => String(url) === '/en/api/shop-cart/2/')!;
  expect(init!.method).toBe('DELETE');
  expect((init!.headers as Record<string, string>)['X-CSRFToken']).toBe('tok');
  expect(heard).toHaveBeenCalledWith({ tickets_quantity: 2, cart_url: '/webshop/cart' });
  expect(readCookie('cartAmount')).toBe('2');
  off();
});

it('links back to the events page when the cart is empty', async () => {
  mockFetch({ '/api/shop-cart/': cart([]) });
  const { host } = renderSlot(<CartView />, { locale: 'en' });
  expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'To the programme' }));
  expect(host.navigate).toHaveBeenCalledWith('/en/events');
});

it('a removal the server refuses shows the alert and goes to the bus, not to window.reportError or the console', async () => {
  const reported: unknown[] = [];
  const off = createBus().on('error.reported', (payload) => reported.push(payload), { replay: false });
  const reportError = jest.fn();
  window.reportError = reportError;
  const consoleError = jest.spyOn(console, 'error');
  mockFetch({
    '/api/shop-cart/1/': () => ({ status: 503, body: { message: 'down' } }),
    '/api/shop-cart/': cart([line(1)]),
  });
  renderSlot(<CartView />);
  await userEvent.click(await screen.findByRole('button', { name: 'Vollpreis für Blue River Sessions entfernen' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Das Ticket konnte nicht entfernt werden.');
  expect(reported).toEqual([{ source: 'mf-shop/cart', message: 'HTTP 503' }]);
  expect(reportError).not.toHaveBeenCalled();
  expect(consoleError).not.toHaveBeenCalled();
  consoleError.mockRestore();
  off();
});
