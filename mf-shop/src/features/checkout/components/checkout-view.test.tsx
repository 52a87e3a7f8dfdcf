import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Cart } from 'shared-contracts/entities';
import { createBus } from 'shared-contracts/events';
import type { Order } from 'shared-contracts/orders';
import { mockFetch, renderSlot } from 'site-config/jest/render-slot';
import { CheckoutView } from './checkout-view';

const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();
const cart = (expiresAt: string): Cart => ({
  tickets_quantity: 2,
  cart_url: '/webshop/cart',
  expires_at: expiresAt,
  lines: [
    {
      id: 7,
      event: { id: 33, title: 'Blue River Sessions', date_start: '2030-12-18T19:30:00+01:00', urls: { de: '/de/veranstaltungen/blue-river/33', en: '/en/events/blue-river/33' } },
      seat_group: 'PARKETT',
      seat_group_text: 'Parkett',
      time_start: null,
      sale_type_id: 1,
      price_name: 'Vollpreis',
      price_text: 'Vollpreis',
      price: '32.00',
      amount: 2,
      expires_at: expiresAt,
    },
  ],
});
const providers = [{ id: 'box-office', name: 'Zahlung an der Kasse / auf Rechnung', instructions: 'Bitte an der Kasse bezahlen.' }];
const order = { code: 'ABCDEFGH', order_url: '/webshop/orders/ABCDEFGH/secret-secret-secret?lang=de' } as Order;

async function fillAndSubmit(name: string, email: string, terms: boolean, submit = /Zahlungspflichtig bestellen/) {
  if (name) await userEvent.type(screen.getByLabelText('Vor- und Nachname'), name);
  if (email) await userEvent.type(screen.getByLabelText('E-Mail-Adresse'), email);
  if (terms) await userEvent.click(screen.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }));
  await userEvent.click(screen.getByRole('button', { name: submit }));
}

it('shows the summary, the hold counting down, the provider and a terms link to the AGB page', async () => {
  mockFetch({ '/api/payment-providers/': providers, '/api/shop-cart/': cart(inMinutes(12)) });
  renderSlot(<CheckoutView />);
  expect(await screen.findByRole('heading', { name: 'Ihre Bestellung · 2 Tickets' })).toBeInTheDocument();
  expect(screen.getByRole('timer')).toHaveTextContent(/Reserviert für 1[12]:\d\d Min\./);
  expect(screen.getByText('Gesamtsumme').nextSibling).toHaveTextContent('64 €');
  expect(await screen.findByRole('radio', { name: /Zahlung an der Kasse \/ auf Rechnung/ })).toBeChecked();
  expect(screen.getByRole('link', { name: 'Allgemeinen Geschäftsbedingungen (AGB)' })).toHaveAttribute('href', '/de/agb');
});

it('names every missing or invalid field before sending anything', async () => {
  const fetchMock = mockFetch({ '/api/payment-providers/': providers, '/api/shop-cart/': cart(inMinutes(12)) });
  renderSlot(<CheckoutView />);
  await screen.findByLabelText('Vor- und Nachname');
  await fillAndSubmit('', 'nicht-gueltig', false);
  expect(screen.getByText('Dieses Feld ist erforderlich!')).toBeInTheDocument();
  expect(screen.getByText('Ungültige E-Mail-Adresse!')).toBeInTheDocument();
  expect(screen.getByText('Bitte akzeptieren Sie die AGB.')).toBeInTheDocument();
  expect(screen.getByLabelText('Vor- und Nachname')).toHaveFocus();
  expect(screen.getByLabelText('Vor- und Nachname')).toHaveAttribute('aria-invalid', 'true');
  expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
});

it('shows the field the server refused (English)', async () => {
  mockFetch({
    '/api/payment-providers/': providers,
    '/api/shop-cart/': cart(inMinutes(12)),
    '/api/orders/': () => ({ status: 400, body: { message: 'email: Invalid e-mail address!', field: 'email' } }),
  });
  renderSlot(<CheckoutView />, { locale: 'en' });
  await userEvent.type(await screen.findByLabelText('First and last name'), 'Erika');
  await userEvent.type(screen.getByLabelText('E-mail address'), 'erika@example');
  await userEvent.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Place binding order' }));
  expect(await screen.findByText('Invalid e-mail address!')).toBeInTheDocument();
});

it('places the order once with an idempotency key and the CSRF header, empties the cart badge and opens the order page', async () => {
  document.cookie = 'csrftoken=tok; path=/';
  const heard = jest.fn();
  const off = createBus().on('cart.updated', heard, { replay: false });
  const fetchMock = mockFetch({ '/api/payment-providers/': providers, '/api/shop-cart/': cart(inMinutes(12)), '/api/orders/': () => ({ status: 201, body: order }) });
  const { host } = renderSlot(<CheckoutView />);
  await screen.findByRole('radio', { name: /Zahlung an der Kasse/ });
  await fillAndSubmit('Erika Mustermann', 'erika@example.org', true);
  await waitFor(() => expect(host.navigate).toHaveBeenCalledWith(order.order_url));
  const posts = fetchMock.mock.calls.filter(([url, init]) => String(url) === '/de/api/orders/' && init?.method === 'POST');
  expect(posts).toHaveLength(1);
  const [, init] = posts[0];
  expect(JSON.parse(String(init!.body))).toEqual({ name: 'Erika Mustermann', email: 'erika@example.org', terms_accepted: true, payment_provider: 'box-office' });
  const headers = init!.headers as Record<string, string>;
  expect(headers['X-CSRFToken']).toBe('tok');
  expect(headers['Idempotency-Key']).toMatch(/^[A-Za-z0-9_-]{16,}$/);
  expect(heard).toHaveBeenCalledWith({ tickets_quantity: 0, cart_url: '/webshop/cart' });
  off();
});

it('answers a lapsed hold (-204) with the specification text and no second try', async () => {
  mockFetch({
    '/api/payment-providers/': providers,
    '/api/shop-cart/': cart(inMinutes(12)),
    '/api/orders/': () => ({ status: 409, body: { response_code: -204, message: 'No current reservation.' } }),
  });
  renderSlot(<CheckoutView />);
  await screen.findByRole('radio', { name: /Zahlung an der Kasse/ });
  await fillAndSubmit('Erika', 'erika@example.org', true);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Keine aktuelle Reservierung.');
  expect(alert).toHaveTextContent('Fehler -204');
  expect(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' })).toBeDisabled();
});

it('says plainly that the shop is offline when the server refuses the order for that, and offers no second try', async () => {
  mockFetch({
    '/api/payment-providers/': providers,
    '/api/shop-cart/': cart(inMinutes(12)),
    '/api/orders/': () => ({ status: 503, body: { message: 'shop: the ticket shop is offline', field: 'shop', reason: 'shop_offline' } }),
  });
  renderSlot(<CheckoutView />);
  await screen.findByRole('radio', { name: /Zahlung an der Kasse/ });
  await fillAndSubmit('Erika', 'erika@example.org', true);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Der Ticketshop ist gerade offline: Es kann im Moment nichts bestellt werden.');
  expect(alert).not.toHaveTextContent('Bitte versuchen Sie es erneut.');
  expect(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' })).toBeDisabled();
});

it('says the hold has expired when the countdown is over, and does not let the order go out', async () => {
  mockFetch({ '/api/payment-providers/': providers, '/api/shop-cart/': cart(inMinutes(-1)) });
  renderSlot(<CheckoutView />);
  expect(await screen.findByText('Die Reservierung ist abgelaufen. Bitte wählen Sie Ihre Tickets erneut.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' })).toBeDisabled();
});
