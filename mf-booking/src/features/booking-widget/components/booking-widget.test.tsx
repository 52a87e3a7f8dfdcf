import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readCookie, removeCookie, writeCookie } from 'site-config/remote-kit/cookies';
import { createBus } from 'shared-contracts/events';
import { event, seatGroup } from '../../../testing/fixtures';
import { mockFetch, renderSlot } from 'site-config/jest/render-slot';
import { BookingWidget } from './booking-widget';

const price = (id: number, seat: string, text: string, amount: string, sale = id) => ({ id, price: amount, sale_type_id: sale, seat_group: seat, text, name: text, has_discounts: false });
const concert = event({
  id: 32,
  id_jet: 7032,
  title: 'Wassermusik',
  seat_groups: [
    seatGroup({ id: 1, seat_group: 'PARKETT', text: 'Parkett', available: 80, prices: [price(1, 'PARKETT', 'Vollpreis', '32.00', 1), price(2, 'PARKETT', 'Ermäßigt', '24.50', 2), price(3, 'PARKETT', 'Schüler', '10.00', 3), price(4, 'PARKETT', 'Begleitung', '0.00', 4)] }),
    seatGroup({ id: 2, seat_group: 'EMPORE', text: 'Empore', available: 4, prices: [price(5, 'EMPORE', 'Vollpreis', '22.00', 1)] }),
    seatGroup({ id: 3, seat_group: 'LOGE', text: 'Loge', status: '0', available: 0, prices: [price(6, 'LOGE', 'Vollpreis', '50.00', 1)] }),
  ],
});

beforeEach(() => {
  document.cookie = 'csrftoken=tok123; path=/';
  removeCookie('cartAmount');
  removeCookie('cartUrl');
  // The bus replays the last cart to late listeners; each test starts with none.
  delete (window as unknown as Record<string, unknown>).__siteBusLastValues__;
});

it('shows the bookable seat groups with their prices and keeps add-to-cart disabled until a ticket is chosen', async () => {
  mockFetch({ '/api/events/32/': concert });
  renderSlot(<BookingWidget eventId={32} widgetId="w1" />);
  expect(await screen.findByRole('heading', { name: 'Parkett' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Empore' })).toBeInTheDocument();
  expect(screen.queryByText('Loge')).not.toBeInTheDocument();
  expect(screen.getByText('32 €')).toBeInTheDocument();
  expect(screen.getByText('Nur noch 4 Plätze frei')).toBeInTheDocument();
  const add = screen.getByRole('button', { name: 'In den Warenkorb' });
  expect(add).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: 'Ein Ticket „Vollpreis“ (Parkett) hinzufügen' }));
  expect(add).toBeEnabled();
  expect(screen.getByText('1 Ticket ausgewählt')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Ein Ticket „Vollpreis“ (Parkett) entfernen' }));
  expect(add).toBeDisabled();
});

describe('names of the controls', () => {
  const single = event({
    id: 33,
    id_jet: 7033,
    title: 'Kammermusik',
    seat_groups: [seatGroup({ id: 4, seat_group: 'SAAL', text: 'Saal', prices: [price(7, 'SAAL', 'Vollpreis', '18.00', 1), price(8, 'SAAL', 'Ermäßigt', '12.00', 2)] })],
  });
  const names = () => screen.getAllByRole('button').map((b) => b.getAttribute('aria-label') ?? b.textContent);

  it.each([
    ['de', ['Ein Ticket „Vollpreis“ (Parkett) hinzufügen', 'Ein Ticket „Vollpreis“ (Empore) hinzufügen'], ['Ein Ticket „Vollpreis“ (Parkett) entfernen', 'Ein Ticket „Vollpreis“ (Empore) entfernen'], 'Ermäßigungen für Parkett anzeigen', 'Ermäßigungen für Parkett'],
    ['en', ['Add one “Vollpreis” ticket (Parkett)', 'Add one “Vollpreis” ticket (Empore)'], ['Remove one “Vollpreis” ticket (Parkett)', 'Remove one “Vollpreis” ticket (Empore)'], 'Show discounts for Parkett', 'Discounts for Parkett'],
  ] as const)('with two seat groups, each control names its seat group (%s)', async (locale, add, remove, discounts, heading) => {
    const twoDiscounts = { ...concert, seat_groups: concert.seat_groups.map((g) => (g.seat_group === 'EMPORE' ? { ...g, prices: [...g.prices, price(9, 'EMPORE', 'Ermäßigt', '15.00', 2)] } : g)) };
    mockFetch({ '/api/events/32/': twoDiscounts });
    renderSlot(<BookingWidget eventId={32} widgetId="w1" />, { locale });
    for (const name of add) expect(await screen.findByRole('button', { name })).toBeInTheDocument();
    for (const name of remove) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: discounts })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: discounts.replace('Parkett', 'Empore') })).toBeInTheDocument();
    // No two controls share a name.
    expect(new Set(names()).size).toBe(names().length);
    await userEvent.click(screen.getByRole('button', { name: discounts }));
    expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: locale === 'de' ? 'Ein Ticket „Ermäßigt“ (Parkett) hinzufügen' : 'Add one “Ermäßigt” ticket (Parkett)' })).toBeInTheDocument();
  });

  it.each([
    ['de', 'Ein Ticket „Vollpreis“ hinzufügen', 'Ein Ticket „Vollpreis“ entfernen', 'Ermäßigungen anzeigen', 'Ermäßigungen', 'Ein Ticket „Ermäßigt“ hinzufügen'],
    ['en', 'Add one “Vollpreis” ticket', 'Remove one “Vollpreis” ticket', 'Show discounts', 'Discounts', 'Add one “Ermäßigt” ticket'],
  ] as const)('with one seat group, the names stay short (%s)', async (locale, add, remove, discounts, heading, discountAdd) => {
    mockFetch({ '/api/events/33/': single });
    renderSlot(<BookingWidget eventId={33} widgetId="w1" />, { locale });
    expect(await screen.findByRole('button', { name: add })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: remove })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: discounts }));
    expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: discountAdd })).toBeInTheDocument();
  });
});

it('collapses a list of more than two prices behind a show-all button', async () => {
  mockFetch({ '/api/events/32/': concert });
  renderSlot(<BookingWidget eventId={32} widgetId="w1" />);
  await userEvent.click(await screen.findByRole('button', { name: 'Ermäßigungen für Parkett anzeigen' }));
  expect(screen.getByText('24,50 €')).toBeInTheDocument();
  const showAll = screen.getByRole('button', { name: 'Alle Preise für Parkett anzeigen' });
  expect(showAll).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(showAll);
  expect(screen.getByRole('button', { name: 'Weniger Preise für Parkett anzeigen' })).toHaveAttribute('aria-expanded', 'true');
});

it('adds to the cart with one call per seat group, keeps the cookies and tells the header', async () => {
  const posts: unknown[] = [];
  const fetchMock = mockFetch({
    '/api/events/32/': concert,
    '/api/shop-cart/': (_url, init) => {
      posts.push(JSON.parse(String(init?.body)));
      return { status: 200, body: { tickets_quantity: posts.length === 1 ? 3 : 4, cart_url: '/webshop/cart' } };
    },
  });
  const heard = jest.fn();
  const off = createBus().on('cart.updated', heard, { replay: false });
  renderSlot(<BookingWidget eventId={32} widgetId="w1" />, { locale: 'en' });
  const parkettFull = await screen.findByRole('button', { name: 'Add one “Vollpreis” ticket (Parkett)' });
  const emporeFull = screen.getByRole('button', { name: 'Add one “Vollpreis” ticket (Empore)' });
  await userEvent.click(parkettFull);
  await userEvent.click(parkettFull);
  await userEvent.click(emporeFull);
  await userEvent.click(screen.getByRole('button', { name: 'Show discounts for Parkett' }));
  await userEvent.click(screen.getByRole('button', { name: 'Add one “Ermäßigt” ticket (Parkett)' }));
  await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));

  expect(await screen.findByText('Your tickets are in the cart.')).toBeInTheDocument();
  expect(posts).toEqual([
    { quantities: [2, 1], sale_type_ids: [1, 2], event_jet_id: 7032, seat_group: 'PARKETT' },
    { quantities: [1], sale_type_ids: [1], event_jet_id: 7032, seat_group: 'EMPORE' },
  ]);
  const init = fetchMock.mock.calls.find(([url]) => String(url) === '/en/api/shop-cart/')![1]!;
  expect(init.method).toBe('POST');
  expect(init.credentials).toBe('include');
  expect((init.headers as Record<string, string>)['X-CSRFToken']).toBe('tok123');
  expect(readCookie('cartAmount')).toBe('4');
  expect(readCookie('cartUrl')).toBe('/webshop/cart');
  expect(heard).toHaveBeenLastCalledWith({ tickets_quantity: 4, cart_url: '/webshop/cart' });
  expect(screen.getByRole('link', { name: 'Go to cart' })).toHaveAttribute('href', '/webshop/cart');
  off();
});

it.each([
  [0, 'de', 'Ausverkauft', 'In dieser Kategorie sind gerade alle Plätze vergeben.'],
  [0, 'en', 'Sold out', 'All seats in this category have just been taken.'],
  [1, 'de', 'Nicht mehr genügend Plätze', 'In dieser Kategorie ist nur noch 1 Platz frei.'],
  [3, 'en', 'Not enough seats left', 'Only 3 seats are left in this category.'],
  // An answer without the numbers still reads as words: by its reason, or as "not that many left".
  ['sold_out', 'de', 'Ausverkauft', 'In dieser Kategorie sind gerade alle Plätze vergeben.'],
  [null, 'de', 'Nicht mehr genügend Plätze', 'In dieser Kategorie sind nicht mehr so viele Plätze frei.'],
  [null, 'en', 'Not enough seats left', 'This category no longer has that many seats free.'],
] as const)('tells a visitor who missed the last seats that the category is sold out (%s free, %s), without an error code', async (free, locale, title, text) => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const numbers = typeof free === 'number' ? { free, sold_out: free === 0, reason: free === 0 ? 'sold_out' : 'too_few_seats' } : free === 'sold_out' ? { reason: free } : {};
  mockFetch({ '/api/events/32/': concert, '/api/shop-cart/': () => ({ status: 409, body: { response_code: -214, message: 'Not enough (connected) seats found.', ...numbers } }) });
  renderSlot(<BookingWidget eventId={32} widgetId="w1" />, { locale });
  const add = locale === 'de' ? /^Ein Ticket „Vollpreis“( \(.*\))? hinzufügen$/ : /^Add one .* ticket( \(.*\))?$/;
  await userEvent.click((await screen.findAllByRole('button', { name: add }))[0]);
  await userEvent.click(screen.getByRole('button', { name: locale === 'de' ? 'In den Warenkorb' : 'Add to cart' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(title);
  expect(alert).toHaveTextContent(text);
  expect(alert).not.toHaveTextContent('-214');
  expect(alert).not.toHaveTextContent(/zusammenhängende|connected/);
});

it.each([
  [-204, 'Keine aktuelle Reservierung.'],
])('shows the cart failure texts for code %i', async (code, text) => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const reported: unknown[] = [];
  const off = createBus().on('error.reported', (payload) => reported.push(payload));
  const uncaught = jest.fn();
  window.addEventListener('error', uncaught);
  mockFetch({ '/api/events/32/': concert, '/api/shop-cart/': () => ({ status: 409, body: { response_code: code, message: 'x' } }) });
  renderSlot(<BookingWidget eventId={32} widgetId="w1" />);
  await userEvent.click(await screen.findByRole('button', { name: 'Ein Ticket „Vollpreis“ (Parkett) hinzufügen' }));
  await userEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText('Das hat leider nicht geklappt.')).toBeInTheDocument();
  expect(within(alert).getByText(`Fehler ${code}`)).toBeInTheDocument();
  expect(within(alert).getByText(text)).toBeInTheDocument();
  expect(within(alert).getByRole('link', { name: 'Zum Webshop' })).toBeInTheDocument();
  // Reported on the bus, never as an uncaught error (window.reportError would surface as one in the console).
  expect(reported).toEqual([{ source: 'mf-booking/cart', message: 'HTTP 409' }]);
  expect(uncaught).not.toHaveBeenCalled();
  window.removeEventListener('error', uncaught);
  off();
});

it('moves the focus to the success message, which names the way to the cart', async () => {
  mockFetch({ '/api/events/32/': concert, '/api/shop-cart/': () => ({ status: 200, body: { tickets_quantity: 1, cart_url: '/webshop/cart' } }) });
  renderSlot(<BookingWidget eventId={32} widgetId="w1" />);
  await userEvent.click(await screen.findByRole('button', { name: 'Ein Ticket „Vollpreis“ (Parkett) hinzufügen' }));
  await userEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
  await waitFor(() => expect(document.activeElement).toHaveTextContent('Ihre Tickets liegen im Warenkorb.'));
  expect(document.activeElement).toHaveAttribute('role', 'status');
  expect(document.activeElement).toHaveTextContent('Im Warenkorb: 1 Ticket.');
  expect(document.activeElement).toHaveTextContent('Zum Bezahlen geht es über „Zum Warenkorb“');
  expect(within(document.activeElement as HTMLElement).getByRole('link', { name: 'Zum Warenkorb' })).toHaveAttribute('href', '/webshop/cart');
});

it('gives only the generic advice for other codes, in English', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  mockFetch({ '/api/events/32/': concert, '/api/shop-cart/': () => ({ status: 409, body: { response_code: -1, message: 'x' } }) });
  renderSlot(<BookingWidget eventId={32} widgetId="w1" />, { locale: 'en' });
  await userEvent.click((await screen.findAllByRole('button', { name: /^Add one/ }))[0]);
  await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText("Unfortunately, that didn't work.")).toBeInTheDocument();
  expect(within(alert).getByText('Error -1')).toBeInTheDocument();
  expect(within(alert).queryByText('Not enough (connected) seats found.')).not.toBeInTheDocument();
});

it('says that sales are stopped, in both languages, and offers no ticket', async () => {
  mockFetch({ '/api/events/32/': { ...concert, sales_stopped: true } });
  const { unmount } = renderSlot(<BookingWidget eventId={32} widgetId="w1" />);
  expect(await screen.findByText('Der Vorverkauf für diese Veranstaltung ist angehalten. Bitte wenden Sie sich an die Kasse.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'In den Warenkorb' })).not.toBeInTheDocument();
  unmount();
  renderSlot(<BookingWidget eventId={32} widgetId="w2" />, { locale: 'en' });
  expect(await screen.findByText('Ticket sales for this event are paused. Please contact the box office.')).toBeInTheDocument();
});

describe('timeslots', () => {
  const slot = (id: number, time: string, status = '1') => ({ id, time_start: time, status, block_id: 100 + id, available: 6 });
  const workshop = (slots: ReturnType<typeof slot>[]) =>
    event({ id: 52, id_jet: 7052, seat_groups: [seatGroup({ id: 9, seat_group: 'WERKSTATT', text: 'Werkstattplatz', timeslots: slots, prices: [price(11, 'WERKSTATT', 'Kinder', '5.00', 3), price(12, 'WERKSTATT', 'Vollpreis', '7.00', 1)] })] });

  it('preselects the first available timeslot and sends its block', async () => {
    const posts: unknown[] = [];
    mockFetch({
      '/api/events/52/': workshop([slot(1, '2030-05-04T10:00:00+02:00', '0'), slot(2, '2030-05-04T11:30:00+02:00'), slot(3, '2030-05-04T13:00:00+02:00')]),
      '/api/shop-cart/': (_u, init) => (posts.push(JSON.parse(String(init?.body))), { status: 200, body: { tickets_quantity: 1, cart_url: '/webshop/cart' } }),
    });
    renderSlot(<BookingWidget eventId={52} widgetId="w1" />);
    expect(await screen.findByText('Gewählte Einlasszeit: 11:30 Uhr')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Andere Zeit wählen' }));
    const times = screen.getAllByRole('button', { name: /Plätze frei$/ });
    expect(times.map((b) => b.textContent)).toEqual(['11:30 Uhr', '13:00 Uhr']);
    await userEvent.click(times[1]);
    expect(screen.getByText('Gewählte Einlasszeit: 13:00 Uhr')).toBeInTheDocument();
    // The widget's header names the chosen slot's time, not the event's opening.
    expect(screen.getByText(/· 4\. Mai 2030, 13:00 Uhr$/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ein Ticket „Kinder“ hinzufügen' }));
    await userEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    await screen.findByText('Ihre Tickets liegen im Warenkorb.');
    expect(posts).toEqual([{ quantities: [1], sale_type_ids: [3], event_jet_id: 7052, seat_group: 'WERKSTATT', block_id: 103 }]);
  });

  it('offers no timeslot step with a single available timeslot', async () => {
    mockFetch({ '/api/events/52/': workshop([slot(1, '2030-05-04T10:00:00+02:00'), slot(2, '2030-05-04T11:30:00+02:00', '0')]) });
    renderSlot(<BookingWidget eventId={52} widgetId="w1" />);
    expect(await screen.findByText('Gewählte Einlasszeit: 10:00 Uhr')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Andere Zeit wählen' })).not.toBeInTheDocument();
  });
});

it('closes when another widget opens, clearing the selection at once and the step after 250 ms', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  mockFetch({ '/api/events/32/': concert });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderSlot(<BookingWidget eventId={32} widgetId="w1" />);
  await user.click(await screen.findByRole('button', { name: 'Ermäßigungen für Parkett anzeigen' }));
  await user.click(screen.getByRole('button', { name: 'Ein Ticket „Ermäßigt“ (Parkett) hinzufügen' }));
  act(() => createBus().emit('booking.opened', { widgetId: 'someone-else' }));
  expect(screen.getByRole('button', { name: 'Tickets auswählen' })).toHaveAttribute('aria-expanded', 'false');
  await user.click(screen.getByRole('button', { name: 'Tickets auswählen' }));
  // Reopened before the 250 ms passed: still on the discounts step, but the selection is gone.
  expect(screen.getByRole('heading', { name: 'Ermäßigungen für Parkett' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'In den Warenkorb' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Ticketauswahl schließen' }));
  act(() => jest.advanceTimersByTime(250));
  await user.click(screen.getByRole('button', { name: 'Tickets auswählen' }));
  await waitFor(() => expect(screen.queryByRole('heading', { name: 'Ermäßigungen für Parkett' })).not.toBeInTheDocument());
  expect(screen.getByRole('heading', { name: 'Parkett' })).toBeInTheDocument();
  jest.useRealTimers();
});

it('offers quick buy when the design asks for it and exactly one price is not 0.00', async () => {
  const posts: unknown[] = [];
  const talk = event({ id: 39, id_jet: 7039, seat_groups: [seatGroup({ seat_group: 'SAAL', prices: [price(1, 'SAAL', 'Vollpreis', '8.00', 1), price(2, 'SAAL', 'Begleitung', '0.00', 5)] })] });
  mockFetch({
    '/api/events/39/': talk,
    '/api/shop-cart/': (_u, init) => (posts.push(JSON.parse(String(init?.body))), { status: 200, body: { tickets_quantity: 1, cart_url: '/webshop/cart' } }),
  });
  const settings = { design: { quick_buy_widget: true, webshop_link: '/webshop' } } as never;
  renderSlot(<BookingWidget eventId={39} widgetId="w1" />, { settings });
  await userEvent.click(await screen.findByRole('button', { name: 'Schnellkauf: 1 × Vollpreis für 8\u00a0€' }));
  await screen.findByText('Ihre Tickets liegen im Warenkorb.');
  expect(posts).toEqual([{ quantities: [1], sale_type_ids: [1], event_jet_id: 7039, seat_group: 'SAAL' }]);
});

it('reopens and takes the focus when the page asks for this widget (the "Tickets buchen" call to action)', async () => {
  mockFetch({ '/api/events/32/': concert });
  renderSlot(<BookingWidget eventId={32} widgetId="detail-32" />);
  await screen.findByRole('heading', { name: 'Parkett' });
  await userEvent.click(screen.getByRole('button', { name: 'Ticketauswahl schließen' }));
  await waitFor(() => expect(screen.queryByRole('heading', { name: 'Parkett' })).not.toBeInTheDocument());
  act(() => createBus().emit('booking.open-requested', { widgetId: 'another' }));
  expect(screen.queryByRole('heading', { name: 'Parkett' })).not.toBeInTheDocument();
  act(() => createBus().emit('booking.open-requested', { widgetId: 'detail-32' }));
  expect(await screen.findByRole('heading', { name: 'Parkett' })).toBeInTheDocument();
  await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-label', expect.stringContaining('Wassermusik')));
});

it('takes the focus when the visitor is already at its place as it comes alive (a jump pressed before the script)', async () => {
  mockFetch({ '/api/events/32/': concert });
  const place = document.createElement('section');
  place.id = 'tickets';
  document.body.append(place);
  window.history.replaceState(null, '', '#tickets');
  try {
    renderSlot(<BookingWidget eventId={32} widgetId="detail-32" />, { container: place });
    await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-label', expect.stringContaining('Wassermusik')));
  } finally {
    window.history.replaceState(null, '', '#');
    place.remove();
  }
});

describe('ticket limit', () => {
  it('shows the limit from the settings in German and offers no ticket beyond it', async () => {
    mockFetch({ '/api/events/32/': concert });
    const settings = { design: {}, ticket_limit: 3 } as never;
    renderSlot(<BookingWidget eventId={32} widgetId="w1" />, { settings });
    const parkettFull = await screen.findByRole('button', { name: 'Ein Ticket „Vollpreis“ (Parkett) hinzufügen' });
    const emporeFull = screen.getByRole('button', { name: 'Ein Ticket „Vollpreis“ (Empore) hinzufügen' });
    expect(screen.getByText('Höchstens 3 Tickets pro Bestellung')).toBeInTheDocument();
    await userEvent.click(parkettFull);
    await userEvent.click(parkettFull);
    await userEvent.click(emporeFull);
    expect(screen.getByText('3 Tickets ausgewählt')).toBeInTheDocument();
    expect(parkettFull).toBeDisabled();
    expect(emporeFull).toBeDisabled();
  });

  it('counts the tickets the cart already holds against the limit', async () => {
    writeCookie('cartAmount', '4', 1);
    mockFetch({ '/api/events/32/': concert });
    renderSlot(<BookingWidget eventId={32} widgetId="w1" />);
    const parkettFull = await screen.findByRole('button', { name: 'Ein Ticket „Vollpreis“ (Parkett) hinzufügen' });
    expect(await screen.findByText('Schon im Warenkorb: 4 · noch 6 Tickets möglich')).toBeInTheDocument();
    for (let i = 0; i < 6; i += 1) await userEvent.click(parkettFull);
    expect(screen.getByText('6 Tickets ausgewählt')).toBeInTheDocument();
    expect(screen.getByText('Schon im Warenkorb: 4 · keine weiteren Tickets möglich')).toBeInTheDocument();
    expect(parkettFull).toBeDisabled();
    // A later addition elsewhere on the page counts as well.
    act(() => createBus().emit('cart.updated', { tickets_quantity: 9, cart_url: '/webshop/cart' }));
    expect(screen.getByText('Schon im Warenkorb: 9 · keine weiteren Tickets möglich')).toBeInTheDocument();
  });

  it('uses the default of 10 in English when the settings name none', async () => {
    mockFetch({ '/api/events/32/': concert });
    renderSlot(<BookingWidget eventId={32} widgetId="w1" />, { locale: 'en' });
    expect(await screen.findByText('At most 10 tickets per order')).toBeInTheDocument();
  });

  it.each([
    ['de', { status: 409, body: { response_code: -300, message: 'limit', limit: 10 } }, 'Pro Bestellung können Sie höchstens 10 Tickets reservieren.'],
    ['en', { status: 409, body: { response_code: -300, message: 'limit', limit: 10 } }, 'You can reserve at most 10 tickets per order.'],
    ['de', { status: 429, body: { message: 'too many cart additions' } }, 'Zu viele Anfragen in kurzer Zeit. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.'],
    ['en', { status: 429, body: { message: 'too many cart additions' } }, 'Too many requests in a short time. Please wait a moment and try again.'],
    ['de', { status: 503, body: { message: 'shop: the ticket shop is offline', reason: 'shop_offline' } }, 'Der Ticketshop ist gerade offline: Karten können im Moment nicht reserviert oder bestellt werden. Bereits gekaufte Tickets bleiben gültig.'],
    ['en', { status: 503, body: { message: 'shop: the ticket shop is offline', reason: 'shop_offline' } }, 'The ticket shop is offline right now: tickets cannot be reserved or ordered at the moment. Tickets already bought stay valid.'],
  ] as const)('explains a refused add (%s, %p)', async (locale, answer, text) => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch({ '/api/events/32/': concert, '/api/shop-cart/': () => answer });
    renderSlot(<BookingWidget eventId={32} widgetId="w1" />, { locale });
    const add = locale === 'de' ? 'Ein Ticket „Vollpreis“ (Parkett) hinzufügen' : 'Add one “Vollpreis” ticket (Parkett)';
    await userEvent.click(await screen.findByRole('button', { name: add }));
    await userEvent.click(screen.getByRole('button', { name: locale === 'de' ? 'In den Warenkorb' : 'Add to cart' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});

it('in a list of dates it starts collapsed and opens on "Tickets auswählen"', async () => {
  mockFetch({ '/api/events/32/': concert });
  renderSlot(<BookingWidget eventId={32} widgetId="list-32" startClosed />);
  const open = await screen.findByRole('button', { name: 'Tickets auswählen' });
  expect(open).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('button', { name: 'In den Warenkorb' })).not.toBeInTheDocument();
  await userEvent.click(open);
  expect(await screen.findByRole('button', { name: 'In den Warenkorb' })).toBeInTheDocument();
});
