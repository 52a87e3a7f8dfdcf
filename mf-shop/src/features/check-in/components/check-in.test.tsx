import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BoxOfficeEvent, CheckedTicket, CheckInAnswer } from 'shared-contracts/box-office';
import type { DoorList, SyncAnswer } from 'shared-contracts/door';
import { mockFetch, renderSlot } from 'site-config/jest/render-slot';
import { CheckIn } from './check-in';

// A shared machine can be slow; each test walks several screens.
jest.setTimeout(20_000);

const CODE = 'LA1:ABCDEFGH:1:7:ABCDEFGHIJKLMNOP';
// Today's event starts a minute from now; the other one is days away.
const soon = new Date(Date.now() + 60_000).toISOString();
const EVENTS: BoxOfficeEvent[] = [
  { id: 8, title: 'Wassermusik', date_start: '2020-05-16T19:30:00+02:00', sold: 4, checked_in: 0, check_in_lists: [] },
  { id: 7, title: 'Blue River Sessions', date_start: soon, sold: 12, checked_in: 3, check_in_lists: [] },
];
const ticket = (checkedIn: string | null, extra: Partial<CheckedTicket> = {}): CheckedTicket => ({
  ticket: 'ABCDEFGH-1',
  order_code: 'ABCDEFGH',
  event: { id: 7, title: 'Blue River Sessions', date_start: '2026-05-15T19:30:00+02:00' },
  seat_group_text: 'Parkett',
  price_name: 'Vollpreis',
  time_start: null,
  name: 'Erika Mustermann',
  checked_in_at: checkedIn,
  checked_in_by: checkedIn ? 'Eda Editor' : null,
  checked_in_override: false,
  left_at: null,
  paid: true,
  ...extra,
});
const answerOf = (result: CheckInAnswer['result'], t: CheckedTicket | null, overridable = false): CheckInAnswer => ({ result, ticket: t, overridable });
const DOOR_LIST: DoorList = {
  event: { id: 7, title: 'Blue River Sessions', date_start: soon },
  generated_at: new Date().toISOString(),
  unpaid_policy: 'warn',
  check_in_lists: [],
  tickets: [{ ...ticket(null), code: CODE, status: 'placed' }, { ...ticket(null, { ticket: 'ABCDEFGH-2' }), code: 'LA1:ABCDEFGH:2:7:ABCDEFGHIJKLMNOQ', status: 'placed' }],
};

beforeEach(() => window.localStorage.clear());

async function typeCode(label: string, button: string, code: string) {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.paste(code);
  await userEvent.click(screen.getByRole('button', { name: button }));
}

it("starts on today's event, checks a typed code in, refuses the second scan with when and by whom, and undoes it", async () => {
  document.cookie = 'csrftoken=tok; path=/';
  let admitted = false;
  const bodies: Array<Record<string, unknown>> = [];
  const fetchMock = mockFetch({
    '/api/box-office/events/': EVENTS,
    '/api/box-office/events/7/door-list/': DOOR_LIST,
    '/api/box-office/check-ins/undo/': () => {
      admitted = false;
      return { status: 200, body: { result: 'undone', ticket: ticket(null) } };
    },
    '/api/box-office/check-ins/': (_url, init) => {
      bodies.push(JSON.parse(String(init!.body)));
      const answer = answerOf(admitted ? 'already_checked_in' : 'valid', ticket('2026-05-15T19:42:00+02:00'));
      admitted = true;
      return { status: 200, body: answer };
    },
  });
  renderSlot(<CheckIn />);
  const select = screen.getByRole('combobox', { name: 'Veranstaltung' });
  await waitFor(() => expect(select).toHaveValue('7'));
  expect(within(select).getByRole('group', { name: 'Heute' })).toHaveTextContent('Blue River Sessions');
  expect(within(select).getAllByRole('option').at(-1)).toHaveTextContent('Alle Veranstaltungen');
  expect(await screen.findByText(/Ticketliste geladen: 2 Tickets/)).toBeInTheDocument();

  await typeCode('Ticketcode (unter dem QR-Code)', 'Prüfen', CODE);
  const valid = await screen.findByRole('alert');
  expect(valid).toHaveAttribute('data-result', 'valid');
  expect(valid).toHaveTextContent('Erika Mustermann');
  expect(bodies[0]).toMatchObject({ code: CODE, event_id: 7, list_id: null, direction: 'entry', force: false });
  expect(String(bodies[0].scan_id)).toMatch(/^[A-Za-z0-9_-]{8,}$/);
  const [, init] = fetchMock.mock.calls.find(([url]) => String(url) === '/de/api/box-office/check-ins/')!;
  expect((init!.headers as Record<string, string>)['X-CSRFToken']).toBe('tok');
  expect(screen.getByLabelText('Ticketcode (unter dem QR-Code)')).toHaveValue('');
  await userEvent.click(within(valid).getByRole('button', { name: 'Nächster Scan' }));

  await typeCode('Ticketcode (unter dem QR-Code)', 'Prüfen', CODE);
  const refused = await screen.findByRole('alert');
  expect(refused).toHaveAttribute('data-result', 'already_checked_in');
  expect(refused).toHaveTextContent('Eingecheckt um 19:42 Uhr von Eda Editor.');
  // The panel of a refused scan of a ticket that is in can take the admission back too.
  await userEvent.click(within(refused).getByRole('button', { name: 'Einlass zurücknehmen' }));
  expect(await screen.findByText('Einlass von Ticket ABCDEFGH-1 zurückgenommen.')).toBeInTheDocument();
  expect(admitted).toBe(false);
});

it('names the date of another day, offers "Admit anyway" and sends it as an override, in English', async () => {
  const bodies: Array<Record<string, unknown>> = [];
  const other = ticket(null, { event: { id: 8, title: 'Wassermusik', date_start: '2026-05-16T19:30:00+02:00' }, paid: false });
  mockFetch({
    '/api/box-office/events/': EVENTS,
    '/api/box-office/events/7/door-list/': DOOR_LIST,
    '/api/box-office/check-ins/': (_url, init) => {
      const body = JSON.parse(String(init!.body));
      bodies.push(body);
      return { status: 200, body: body.force ? answerOf('valid', { ...other, checked_in_at: '2026-05-15T19:00:00+02:00', checked_in_override: true }) : answerOf('other_day', other, true) };
    },
  });
  renderSlot(<CheckIn />, { locale: 'en' });
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Event' })).toHaveValue('7'));
  await typeCode('Ticket code (under the QR code)', 'Check', 'la1:whatever');
  const answer = await screen.findByRole('alert');
  expect(answer).toHaveTextContent('Other day');
  expect(answer).toHaveTextContent('This ticket is for Wassermusik on 16 May 2026 at 19:30, not for today.');
  expect(answer).toHaveTextContent('Payment open');
  await userEvent.click(within(answer).getByRole('button', { name: 'Admit anyway' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveAttribute('data-result', 'valid'));
  expect(screen.getByRole('alert')).toHaveTextContent('Admitted anyway');
  expect(bodies.map((b) => b.force)).toEqual([false, true]);
});

it('goes on offline against the downloaded list, queues the admits visibly and syncs them with their conflicts', async () => {
  let network = true;
  const synced: unknown[] = [];
  const down = () => {
    if (!network) throw new TypeError('Failed to fetch');
  };
  mockFetch({
    '/api/box-office/events/': () => (down(), { status: 200, body: EVENTS }),
    '/api/box-office/events/7/door-list/': () => (down(), { status: 200, body: DOOR_LIST }),
    '/api/box-office/check-ins/sync/': (_url, init) => {
      down();
      const { scans } = JSON.parse(String(init!.body)) as { scans: Array<{ scan_id: string }> };
      synced.push(...scans);
      const body: SyncAnswer = {
        results: scans.map((s, i) => ({ scan_id: s.scan_id, conflict: i === 1, answer: answerOf(i === 1 ? 'already_checked_in' : 'valid', ticket('2026-05-15T19:40:00+02:00', { ticket: `ABCDEFGH-${i + 1}`, checked_in_by: 'Kai Kasse' })) })),
      };
      return { status: 200, body };
    },
    '/api/box-office/check-ins/': () => (down(), { status: 200, body: answerOf('valid', ticket(null)) }),
  });
  renderSlot(<CheckIn />);
  expect(await screen.findByText(/Ticketliste geladen: 2 Tickets/)).toBeInTheDocument();
  network = false;

  // The first scan's request fails: the phone decides it at once, says so, and queues it.
  await typeCode('Ticketcode (unter dem QR-Code)', 'Prüfen', CODE);
  const answer = await screen.findByRole('alert');
  expect(answer).toHaveAttribute('data-result', 'valid');
  expect(answer).toHaveTextContent('Offline geprüft: wird übertragen, sobald das Netz zurück ist.');
  expect(screen.getByText('Offline: Die Prüfung läuft gegen die geladene Ticketliste.')).toBeInTheDocument();
  await userEvent.click(within(answer).getByRole('button', { name: 'Nächster Scan' }));
  await typeCode('Ticketcode (unter dem QR-Code)', 'Prüfen', 'LA1:ABCDEFGH:2:7:ABCDEFGHIJKLMNOQ');
  await userEvent.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Nächster Scan' }));
  expect(screen.getByTestId('door-queue')).toHaveTextContent('2 Scans warten auf Übertragung.');
  expect(JSON.parse(window.localStorage.getItem('door.queue.v1')!)).toHaveLength(2);
  // The same ticket again, still offline: refused on the phone.
  await typeCode('Ticketcode (unter dem QR-Code)', 'Prüfen', CODE);
  expect(await screen.findByRole('alert')).toHaveAttribute('data-result', 'already_checked_in');
  await userEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Nächster Scan' }));

  network = true;
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
  expect(await screen.findByText('Nach der Übertragung: doppelt eingelassen')).toBeInTheDocument();
  expect(screen.getByText(/Ticket ABCDEFGH-2 \(Erika Mustermann\): Eingecheckt um 19:40 Uhr von Kai Kasse\./)).toBeInTheDocument();
  expect(synced).toHaveLength(2);
  await waitFor(() => expect(screen.queryByTestId('door-queue')).not.toBeInTheDocument());
  expect(JSON.parse(window.localStorage.getItem('door.queue.v1')!)).toEqual([]);
  expect(screen.getByText('Online')).toBeInTheDocument();
});

it('never empties the field without a message: offline without a ticket list the code stays', async () => {
  mockFetch({
    '/api/box-office/events/': EVENTS,
    '/api/box-office/events/7/door-list/': () => {
      throw new TypeError('Failed to fetch');
    },
    '/api/box-office/check-ins/': () => {
      throw new TypeError('Failed to fetch');
    },
  });
  renderSlot(<CheckIn />);
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Veranstaltung' })).toHaveValue('7'));
  await typeCode('Ticketcode (unter dem QR-Code)', 'Prüfen', CODE);
  expect(await screen.findByText(/keine Ticketliste für diese Veranstaltung geladen/)).toBeInTheDocument();
  expect(screen.getByLabelText('Ticketcode (unter dem QR-Code)')).toHaveValue(CODE);
});

it('finds a ticket by name and admits it from the result', async () => {
  const bodies: Array<Record<string, unknown>> = [];
  mockFetch({
    '/api/box-office/events/': EVENTS,
    '/api/box-office/events/7/door-list/': DOOR_LIST,
    '/api/box-office/tickets/': { results: DOOR_LIST.tickets },
    '/api/box-office/check-ins/': (_url, init) => {
      bodies.push(JSON.parse(String(init!.body)));
      return { status: 200, body: answerOf('valid', ticket('2026-05-15T19:42:00+02:00', { ticket: 'ABCDEFGH-2' })) };
    },
  });
  renderSlot(<CheckIn />);
  await userEvent.type(screen.getByLabelText('Ticket suchen (Ticketnummer, Bestellnummer oder Name)'), 'Erika');
  await userEvent.click(screen.getByRole('button', { name: 'Suchen' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Einlassen: ABCDEFGH-2 (Erika Mustermann)' }));
  expect(await screen.findByRole('alert')).toHaveAttribute('data-result', 'valid');
  expect(bodies[0].code).toBe('LA1:ABCDEFGH:2:7:ABCDEFGHIJKLMNOQ');
});

it('asks anonymous visitors to log in', async () => {
  mockFetch({ '/api/box-office/events/': () => ({ status: 401, body: { message: 'authentication required' } }) });
  renderSlot(<CheckIn />, { locale: 'en' });
  expect(await screen.findByText('Please log in as a staff member.')).toBeInTheDocument();
});
