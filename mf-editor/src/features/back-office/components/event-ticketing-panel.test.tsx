import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seatGroups } from 'shared-contracts/back-office/ticketing';
import { mockFetch, renderSlot } from 'site-config/jest/render-slot';
import { EventTicketingPanel } from './event-ticketing-panel';
import { FieldInput } from './field-input';

const group = { id: 42, version: 3, event_id: 7, code: 'PARKETT', text_de: 'Parkett', text_en: 'Stalls', capacity: 40, sort: 0 };
const full = { id: 5, version: 1, seat_group_id: 42, sale_type_id: 1, name_de: 'Vollpreis', name_en: 'Full price', text_de: '', text_en: '', price: '20.00', has_discounts: false, sort: 0 };
const reduced = { ...full, id: 6, sale_type_id: 2, name_de: 'Ermäßigt', name_en: 'Reduced', price: '12.50', has_discounts: true, sort: 1 };
const slot = { id: 9, version: 1, seat_group_id: 42, time_start: '2026-12-12T09:00:00Z', block_id: 1, capacity: 12, sale_start: null, sale_end: null };
const page = (items: unknown[]) => ({ items, count: items.length, page: 1, page_size: 200, labels: {} });
const bodies = (calls: unknown[][], method: string, path: string) =>
  calls.filter((c) => String(c[0]).includes(path) && (c[1] as RequestInit | undefined)?.method === method).map((c) => JSON.parse(String((c[1] as RequestInit).body)));

describe('the event’s seats, prices and time slots on its own screen', () => {
  it('lists seat groups with their prices (discounts marked) and time slots, and edits one in place', async () => {
    const fetchMock = mockFetch({
      '/de/pageeditor-api/resources/seat-groups/?': page([group]),
      '/de/pageeditor-api/resources/prices/?': page([full, reduced]),
      '/de/pageeditor-api/resources/timeslots/?': page([slot]),
      '/de/pageeditor-api/resources/prices/6/': (_url, init) => ({ status: 200, body: { ...reduced, ...JSON.parse(String(init?.body)), version: 2 } }),
    });
    renderSlot(<EventTicketingPanel eventId={7} canWrite />);
    expect(await screen.findByText('Parkett · 40 Plätze')).toBeInTheDocument();
    expect(await screen.findByText('Ermäßigt · 12,50 € · Ermäßigung')).toBeInTheDocument();
    expect(screen.getByText('Vollpreis · 20 €')).toBeInTheDocument();
    expect(screen.getByText('Sa., 12. Dez. 2026, 10:00 Uhr · 12 Plätze')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0][0])).toContain('event_id=7');

    const prices = screen.getByRole('region', { name: 'Preise: Parkett' });
    const item = screen.getByText('Ermäßigt · 12,50 € · Ermäßigung').closest('details')!;
    await userEvent.click(within(item).getByText('Ermäßigt · 12,50 € · Ermäßigung'));
    // The cart number is the server's: no field for it, nor for the seat group the price sits in.
    expect(within(item).queryByLabelText(/Verkaufsart/)).toBeNull();
    expect(within(item).queryByLabelText('Platzgruppe')).toBeNull();
    const amount = within(item).getByRole('textbox', { name: 'Preis in Euro' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '11.00');
    await userEvent.click(within(item).getByRole('button', { name: 'Speichern: Ermäßigt' }));
    expect(await within(prices).findByText('„Ermäßigt“ gespeichert.')).toBeInTheDocument();
    expect(bodies(fetchMock.mock.calls, 'PATCH', '/prices/6/')).toEqual([expect.objectContaining({ price: '11.00', version: 1, seat_group_id: 42, has_discounts: true })]);
    expect(bodies(fetchMock.mock.calls, 'PATCH', '/prices/6/')[0]).not.toHaveProperty('sale_type_id');
  });

  it('adds a time slot to a seat group, showing the field the server refused', async () => {
    let answer = { status: 400, body: { message: 'time_start: must be a date and time', field: 'time_start', errors: { time_start: 'must be a date and time' } } as unknown };
    const fetchMock = mockFetch({
      '/de/pageeditor-api/resources/seat-groups/?': page([group]),
      '/de/pageeditor-api/resources/prices/?': page([]),
      '/de/pageeditor-api/resources/timeslots/?': page([]),
      '/de/pageeditor-api/resources/timeslots/': () => answer as { status: number; body: unknown },
    });
    renderSlot(<EventTicketingPanel eventId={7} canWrite />);
    await userEvent.click(await screen.findByText('Parkett · 40 Plätze'));
    await userEvent.click(await screen.findByRole('button', { name: 'Zeitfenster hinzufügen: Parkett' }));
    const slots = screen.getByRole('region', { name: 'Zeitfenster: Parkett' });
    await userEvent.type(within(slots).getByRole('spinbutton', { name: 'Kapazität' }), '15');
    await userEvent.click(within(slots).getByRole('button', { name: 'Speichern: Zeitfenster' }));
    expect(await within(slots).findByText('must be a date and time')).toBeInTheDocument();
    answer = { status: 201, body: { ...slot, id: 10 } };
    await userEvent.type(within(slots).getByLabelText('Beginn'), '2026-12-12T11:00');
    await userEvent.click(within(slots).getByRole('button', { name: 'Speichern: Zeitfenster' }));
    expect(await within(slots).findByText('Zeitfenster angelegt.')).toBeInTheDocument();
    expect(bodies(fetchMock.mock.calls, 'POST', '/timeslots/').at(-1)).toEqual(expect.objectContaining({ seat_group_id: 42, capacity: 15, time_start: '2026-12-12T11:00:00+01:00' }));
  });

  it('shows no write buttons to a role that may only read', async () => {
    mockFetch({ '/de/pageeditor-api/resources/seat-groups/?': page([group]), '/de/pageeditor-api/resources/prices/?': page([]), '/de/pageeditor-api/resources/timeslots/?': page([]) });
    renderSlot(<EventTicketingPanel eventId={7} canWrite={false} />);
    await userEvent.click(await screen.findByText('Parkett · 40 Plätze'));
    expect(screen.queryByRole('button', { name: /hinzufügen|Speichern|Löschen/ })).toBeNull();
  });
});

function Picker({ initial }: { initial: number | null }) {
  const [value, setValue] = useState<unknown>(initial);
  return <FieldInput name="event_id" spec={seatGroups.fields.event_id} value={value} onChange={setValue} />;
}

describe('a reference picked by name', () => {
  it('names the event the field holds with its date, and finds others by a search', async () => {
    const event = (id: number, title: string) => ({ id, version: 1, title_de: title });
    const fetchMock = mockFetch({
      '/de/pageeditor-api/resources/events/?page=1&sort=-date_start&page_size=50': { ...page([event(8, 'Wassermusik'), event(9, 'Wassermusik')]), titles: { 8: 'Wassermusik, Sa., 12. Dez. 2026, 19:30 Uhr', 9: 'Wassermusik, Sa., 19. Dez. 2026, 19:30 Uhr' } },
      '/de/pageeditor-api/resources/events/?page=1&sort=id&ids=7': { ...page([event(7, 'Ofennacht')]), titles: { 7: 'Ofennacht, Fr., 11. Dez. 2026, 20:00 Uhr · Glashütte' } },
      'q=Ofen': { ...page([event(7, 'Ofennacht')]), titles: { 7: 'Ofennacht, Fr., 11. Dez. 2026, 20:00 Uhr · Glashütte' } },
    });
    renderSlot(<Picker initial={7} />);
    const select = screen.getByRole('combobox', { name: 'Veranstaltung' });
    expect(await within(select).findByRole('option', { name: 'Ofennacht, Fr., 11. Dez. 2026, 20:00 Uhr · Glashütte' })).toBeInTheDocument();
    expect(select).toHaveValue('7');
    // Two copies of one event read apart by their dates.
    await userEvent.selectOptions(select, 'Wassermusik, Sa., 19. Dez. 2026, 19:30 Uhr');
    expect(select).toHaveValue('9');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Suchen: Veranstaltung' }), 'Ofen');
    await waitFor(() => expect(fetchMock.mock.calls.map((c) => String(c[0]))).toContainEqual(expect.stringContaining('q=Ofen')));
    expect(await within(select).findByRole('option', { name: 'Ofennacht, Fr., 11. Dez. 2026, 20:00 Uhr · Glashütte' })).toBeInTheDocument();
  });
});
