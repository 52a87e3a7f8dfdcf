import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderSlot } from 'site-config/jest/render-slot';
import { editorUser } from '../../../testing/fixtures';
import { BackOffice } from './back-office';

const boxOffice = { ...editorUser, role: 'boxoffice' as const };
const event = {
  id: 7, version: 1, title_de: 'Ofennacht', title_en: 'Furnace night', slug_de: 'ofennacht', slug_en: 'furnace-night', preline_de: '', preline_en: '',
  subtitle_de: '', subtitle_en: '', description_de: '', description_en: '', date_start: '2026-12-12T18:30:00Z', date_end: null, entry_time: null,
  venue_id: null, room_id: null, series_id: null, production_id: null, genre_id: null, exhibition_type_id: null, tag_ids: [], is_free: false, is_online: true,
};
const noSeatGroups = { items: [], count: 0, page: 1, page_size: 200 };
const sentTo = (calls: unknown[][], path: string) => calls.filter((c) => String(c[0]).endsWith(path)).map((c) => JSON.parse(String((c[1] as RequestInit).body)));

// The event's form holds six formatted-text editors, which jsdom builds slowly on a busy machine.
describe('event copies under an event’s form', () => {
  it('duplicates to a Berlin date and time, then links the copy', async () => {
    const fetchMock = mockFetch({
      '/de/pageeditor-api/resources/events/7/history/': [],
      '/de/pageeditor-api/resources/seat-groups/': noSeatGroups,
      '/de/pageeditor-api/resources/events/7/duplicate/': () => ({ status: 201, body: { ...event, id: 8, date_start: '2027-01-09T14:00:00Z' } }),
      '/de/pageeditor-api/resources/events/7/': event,
    });
    renderSlot(<BackOffice user={boxOffice} kind="events" id="7" />);
    await userEvent.type(await screen.findByLabelText('Beginn der Kopie (Berliner Zeit)'), '2027-01-09T15:00');
    await userEvent.click(screen.getByRole('button', { name: 'Duplizieren' }));
    expect(await screen.findByText('Kopie angelegt.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kopie öffnen' })).toHaveAttribute('href', '/de/cms-hub/events/8');
    // Berlin is an hour ahead of UTC in January: the call carries the offset, the server keeps the instant.
    expect(sentTo(fetchMock.mock.calls, '/events/7/duplicate/')).toEqual([{ date_start: '2027-01-09T15:00:00+01:00' }]);
  }, 20_000);

  it('sends a weekly pattern and shows how many dates it made, or the field the server refused', async () => {
    let answer: { status: number; body: unknown } = { status: 400, body: { message: 'to: would create 61 events; at most 60 at once', field: 'to', errors: { to: 'would create 61 events; at most 60 at once' } } };
    const fetchMock = mockFetch({
      '/de/pageeditor-api/resources/events/7/history/': [],
      '/de/pageeditor-api/resources/seat-groups/': noSeatGroups,
      '/de/pageeditor-api/resources/events/7/recurring/': () => answer,
      '/de/pageeditor-api/resources/events/7/': event,
    });
    renderSlot(<BackOffice user={boxOffice} kind="events" id="7" />);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Samstag' }));
    await userEvent.type(screen.getByLabelText('Uhrzeit (Berliner Zeit)'), '15:00');
    await userEvent.type(screen.getByLabelText('Vom'), '2026-03-14');
    await userEvent.type(screen.getByLabelText('Bis'), '2026-04-04');
    await userEvent.click(screen.getByRole('button', { name: 'Termine anlegen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('would create 61 events; at most 60 at once');
    answer = { status: 201, body: { items: [], count: 4 } };
    await userEvent.click(screen.getByRole('button', { name: 'Termine anlegen' }));
    expect(await screen.findByText('4 Termine angelegt.')).toBeInTheDocument();
    expect(sentTo(fetchMock.mock.calls, '/events/7/recurring/').at(-1)).toEqual({ weekdays: [6], time: '15:00', from: '2026-03-14', to: '2026-04-04' });
  }, 20_000);

  it('shows an event’s start in the list on the Berlin clock', async () => {
    mockFetch({ '/de/pageeditor-api/resources/events/': { items: [event], count: 1, page: 1, page_size: 20 } });
    renderSlot(<BackOffice user={boxOffice} kind="events" id={null} />);
    expect(await screen.findByText('Sa., 12. Dez. 2026, 19:30 Uhr')).toBeInTheDocument();
  });
});
