import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BoxOfficeEvent, CheckedTicket, CheckInAnswer } from 'shared-contracts/box-office';
import { mockFetch, renderSlot } from 'site-config/jest/render-slot';
import { CheckIn } from './check-in';

// A shared machine can be slow; each test walks several screens.
jest.setTimeout(20_000);

const CODE = 'LA1:ABCDEFGH:1:7:ABCDEFGHIJKLMNOP';
const EVENTS: BoxOfficeEvent[] = [
  { id: 7, title: 'Blue River Sessions', date_start: '2026-05-15T19:30:00+02:00', sold: 12, checked_in: 3 },
  { id: 8, title: 'Wassermusik', date_start: '2026-05-16T19:30:00+02:00', sold: 4, checked_in: 0 },
];
const ticket = (checkedIn: string | null): CheckedTicket => ({
  ticket: 'ABCDEFGH-1',
  event: { id: 7, title: 'Blue River Sessions', date_start: '2026-05-15T19:30:00+02:00' },
  seat_group_text: 'Parkett',
  price_name: 'Vollpreis',
  time_start: null,
  name: 'Erika Mustermann',
  checked_in_at: checkedIn,
  checked_in_by: checkedIn ? 'Eda Editor' : null,
});

it('checks a typed code in for the chosen event: green valid, then red "already checked in at … by …", and undo', async () => {
  document.cookie = 'csrftoken=tok; path=/';
  let admitted = false;
  const bodies: unknown[] = [];
  const fetchMock = mockFetch({
    '/api/box-office/events/': EVENTS,
    '/api/box-office/check-ins/undo/': () => {
      admitted = false;
      return { status: 200, body: { result: 'undone', ticket: ticket(null) } };
    },
    '/api/box-office/check-ins/': (_url, init) => {
      bodies.push(JSON.parse(String(init!.body)));
      const answer: CheckInAnswer = admitted ? { result: 'already_checked_in', ticket: ticket('2026-05-15T19:42:00+02:00') } : { result: 'valid', ticket: ticket('2026-05-15T19:42:00+02:00') };
      admitted = true;
      return { status: 200, body: answer };
    },
  });
  renderSlot(<CheckIn />);
  const select = screen.getByRole('combobox', { name: 'Veranstaltung' });
  await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
  await userEvent.selectOptions(select, within(select).getByRole('option', { name: /Blue River Sessions \(3 von 12 eingecheckt\)/ }));

  await userEvent.click(screen.getByLabelText('Ticketcode (unter dem QR-Code)'));
  await userEvent.paste(CODE);
  await userEvent.click(screen.getByRole('button', { name: 'Prüfen' }));
  const valid = await screen.findByRole('alert');
  expect(valid).toHaveAttribute('data-result', 'valid');
  expect(valid).toHaveTextContent('Gültig');
  expect(valid).toHaveTextContent('Erika Mustermann');
  expect(valid).toHaveTextContent('Parkett · Vollpreis');
  expect(bodies[0]).toEqual({ code: CODE, event_id: 7 });
  const [, init] = fetchMock.mock.calls.find(([url]) => String(url) === '/de/api/box-office/check-ins/')!;
  expect((init!.headers as Record<string, string>)['X-CSRFToken']).toBe('tok');

  expect(within(valid).getByRole('button', { name: 'Nächster Scan' })).toHaveFocus();
  await userEvent.click(within(valid).getByRole('button', { name: 'Nächster Scan' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByText('Zuletzt eingelassen: ABCDEFGH-1 (Erika Mustermann)')).toBeInTheDocument();

  await userEvent.click(screen.getByLabelText('Ticketcode (unter dem QR-Code)'));
  await userEvent.paste(CODE);
  await userEvent.click(screen.getByRole('button', { name: 'Prüfen' }));
  const refused = await screen.findByRole('alert');
  expect(refused).toHaveAttribute('data-result', 'already_checked_in');
  expect(refused).toHaveTextContent('Bereits eingecheckt');
  expect(refused).toHaveTextContent('Eingecheckt um 19:42 Uhr von Eda Editor.');
  await userEvent.click(within(refused).getByRole('button', { name: 'Nächster Scan' }));

  await userEvent.click(screen.getByRole('button', { name: 'Letzten Einlass zurücknehmen' }));
  expect(await screen.findByText('Einlass von Ticket ABCDEFGH-1 zurückgenommen.')).toBeInTheDocument();
  expect(admitted).toBe(false);
});

it('tells why a ticket is refused, in English', async () => {
  const answers: CheckInAnswer[] = [
    { result: 'unknown', ticket: null },
    { result: 'cancelled', ticket: ticket(null) },
    { result: 'other_event', ticket: { ...ticket(null), event: { id: 8, title: 'Wassermusik', date_start: '2026-05-16T19:30:00+02:00' } } },
  ];
  mockFetch({ '/api/box-office/events/': EVENTS, '/api/box-office/check-ins/': () => ({ status: 200, body: answers.shift() }) });
  renderSlot(<CheckIn />, { locale: 'en' });
  const expected = [
    ['Unknown', 'Not a valid ticket: the code is unknown or was altered.'],
    ['Cancelled', 'The order of this ticket was cancelled.'],
    ['Other event', 'This ticket is for Wassermusik, 16 May 2026, 19:30.'],
  ];
  for (const [title, reason] of expected) {
    await userEvent.click(screen.getByLabelText('Ticket code (under the QR code)'));
    await userEvent.paste('la1:whatever');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    const answer = await screen.findByRole('alert');
    expect(answer).toHaveTextContent(title);
    expect(answer).toHaveTextContent(reason);
    expect(within(answer).queryByRole('button', { name: 'Undo check-in' })).not.toBeInTheDocument();
    await userEvent.click(within(answer).getByRole('button', { name: 'Next scan' }));
  }
});

it('falls back to the typed code when there is no camera', async () => {
  mockFetch({ '/api/box-office/events/': EVENTS });
  renderSlot(<CheckIn />);
  await userEvent.click(screen.getByRole('button', { name: 'Kamera starten' }));
  expect(await screen.findByText('Die Kamera ist nicht verfügbar. Bitte den Code unter dem QR-Code eintippen.')).toBeInTheDocument();
});

it('asks anonymous visitors to log in', async () => {
  mockFetch({ '/api/box-office/events/': () => ({ status: 401, body: { message: 'authentication required' } }) });
  renderSlot(<CheckIn />, { locale: 'en' });
  expect(await screen.findByText('Please log in as a staff member.')).toBeInTheDocument();
});
