import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { createBus } from 'shared-contracts/events';
import { event, eventDetail, page } from '../../../testing/fixtures';
import { mockFetch, renderSlot } from 'site-config/jest/render-slot';
import { EventDetail } from './event-detail';

jest.mock('@module-federation/enhanced/runtime', () => ({ getInstance: () => null, registerRemotes: jest.fn(), loadRemote: jest.fn() }));

const series = { id: 4, name: 'Flussmusik', slug: 'flussmusik' };
const wassermusik = eventDetail({
  id: 32,
  title: 'Wassermusik',
  preline: 'Konzert',
  subtitle: 'Händel am Fluss',
  description: '<p>Ein Abend am <strong>Wasser</strong>.</p>',
  date_start: '2030-05-04T19:30:00+02:00',
  ticket_url: '/webshop/event/7032',
  room: { id: 3, name: 'Werfthalle' },
  series,
  tags: [{ id: 1, name: 'Für Familien' }],
});

const everything = eventDetail({
  ...wassermusik,
  children: [event({ id: 40, title: 'Kinderkonzert', date_start: '2030-05-05T11:00:00+02:00' })],
  important_info: '<p>Einlass 30 Minuten vor Beginn.</p>',
  opening_hours: [
    { days: 'Mo', time_from: null, time_to: null, closed: true },
    { days: 'Di–So', time_from: '10:00:00', time_to: '18:00:00', closed: false },
  ],
  images: [{ caption: 'Das Refektorium', image_obj: { id: 1, url: '/media/a.jpg', webp: '/media/a.webp', avif: '/media/a.avif', alt: 'Das Refektorium', width: 1200, height: 800 }, image_thumbnails: null }],
  programs: [{ time_label: '19:00', title: 'Einlass', text: '' }],
  video: { url: 'https://vimeo.com/76979871', title: 'Ein Abend im Refektorium', image_obj: null },
  contributors: [
    { name: 'Clara Neumann', role: 'Künstlerische Leitung', urls: { de: '/de/team/clara-neumann/3', en: '/en/team/clara-neumann/3' } },
    { name: 'Ensemble Vox Fluminis', role: 'Ensemble', urls: null },
  ],
  articles: [
    {
      id: 7,
      slug: 'musik',
      title: 'Musik, die nach Wasser klingt',
      teaser_text: 'Ein Gespräch.',
      date: '2030-04-01',
      category: { id: 1, name: 'Interviews', slug: 'interviews' },
      tags: [],
      image_obj: null,
      image_thumbnails: null,
      urls: { de: '/de/mediathek-de/musik/7', en: '/en/mediathek-en/music/7' },
    },
  ],
  sponsors: [{ name: 'Auenbank', logo_url: '/media/partner-auenbank.svg', link: 'https://example.org/auenbank' }],
  promoters: [{ name: 'Freundeskreis', logo_url: '/media/partner-freundeskreis.svg', link: null }],
});

function mockBookingWidget() {
  jest.mocked(loadRemote).mockResolvedValue({
    bootstrap: async () => undefined,
    mount: async (props: { domElement: HTMLElement; eventId: number }) => {
      props.domElement.textContent = `booking ${props.eventId}`;
    },
    unmount: async () => undefined,
    update: async () => undefined,
  });
}

it('shows the event with its booking widget and only the sections it has data for, in the specification order', async () => {
  mockBookingWidget();
  mockFetch({ '/api/events/32/': wassermusik, '/api/events/': page([wassermusik, event({ title: 'Wassermusik II', series, date_start: '2030-06-01T18:00:00+02:00' })]) });
  const { container } = renderSlot(<EventDetail id="32" />, { locale: 'en' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Wassermusik' })).toBeInTheDocument();
  expect(screen.getByText('4 May 2030, 19:30')).toBeInTheDocument();
  expect(await screen.findByText('booking 32')).toBeInTheDocument();
  // The server's sanitized rich text goes in as markup (the API's rich-text test checks the sanitizing).
  expect(container.querySelector('strong')).toHaveTextContent('Wasser');
  expect(screen.getByRole('link', { name: 'Flussmusik' })).toHaveAttribute('href', '/en/series/flussmusik/4');
  // The series list shows the date, not only the time.
  expect(await screen.findByText('Wassermusik II')).toBeInTheDocument();
  expect(screen.getByText(/1 Jun 2030,\s*18:00/)).toBeInTheDocument();
  const order = [...container.querySelectorAll('[data-section]')].map((el) => el.getAttribute('data-section'));
  expect(order).toEqual(['Description', 'Series', 'Events']);
});

it('renders all thirteen sections in order when the event has every part', async () => {
  mockBookingWidget();
  mockFetch({ '/api/events/32/': everything, '/api/events/': page([everything, event({ title: 'Wassermusik II', series })]) });
  const { container } = renderSlot(<EventDetail id="32" />);
  await screen.findByRole('heading', { level: 1, name: 'Wassermusik' });
  await screen.findByText('Kinderkonzert');
  await screen.findByText('Wassermusik II');
  const order = [...container.querySelectorAll('[data-section]')].map((el) => el.getAttribute('data-section'));
  expect(order).toEqual(['Children', 'ImportantInfo', 'OpeningHours', 'Description', 'ImageSlider', 'Programs', 'Video', 'Contributors', 'Series', 'Events', 'Blog', 'Sponsors', 'Promoter']);
  expect(screen.getByText(/5\. Mai 2030,\s*11:00 Uhr/)).toBeInTheDocument();
  expect(screen.getByText('10:00–18:00 Uhr')).toBeInTheDocument();
  expect(screen.getByText('geschlossen')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Clara Neumann' })).toHaveAttribute('href', '/de/team/clara-neumann/3');
  expect(screen.getByText('Ensemble Vox Fluminis').closest('a')).toBeNull();
  expect(screen.getByRole('link', { name: 'Musik, die nach Wasser klingt' })).toHaveAttribute('href', '/de/mediathek-de/musik/7');
  expect(screen.getByRole('link', { name: 'Auenbank' })).toHaveAttribute('href', 'https://example.org/auenbank');
  expect(screen.getByRole('img', { name: 'Freundeskreis' })).toHaveAttribute('src', '/media/partner-freundeskreis.svg');
  // The video waits for media consent; allowing it loads the player.
  const video = container.querySelector('[data-section="Video"]') as HTMLElement;
  expect(video.querySelector('iframe')).toBeNull();
  await userEvent.click(within(video).getByRole('button', { name: 'Medien erlauben' }));
  expect(video.querySelector('iframe')).toHaveAttribute('src', 'https://player.vimeo.com/video/76979871?dnt=1');
});

it('"Tickets buchen" leads to this event\'s ticket choice on the page, not to the cart', async () => {
  mockBookingWidget();
  mockFetch({ '/api/events/32/': wassermusik, '/api/events/': page([wassermusik]) });
  const scrollTo = jest.fn();
  window.scrollTo = scrollTo as never;
  const requests: string[] = [];
  const off = createBus().on('booking.open-requested', ({ widgetId }) => requests.push(widgetId));
  renderSlot(<EventDetail id="32" />);
  const cta = await screen.findByRole('link', { name: 'Tickets buchen' });
  expect(cta).toHaveAttribute('href', '#tickets');
  expect(cta.getAttribute('href')).not.toMatch(/webshop/);
  await screen.findByText('booking 32');
  await act(async () => userEvent.click(cta));
  expect(requests).toEqual(['detail-32']);
  expect(scrollTo).toHaveBeenCalled();
  expect(document.getElementById('tickets')).toHaveTextContent('booking 32');
  off();
});

it('offers no "Tickets buchen" for an entry that cannot be booked', async () => {
  mockFetch({ '/api/events/33/': eventDetail({ id: 33, title: 'Museumstag', mark: 'teaser', id_jet: null, seat_groups: [] }) });
  renderSlot(<EventDetail id="33" />);
  await screen.findByRole('heading', { level: 1, name: 'Museumstag' });
  expect(screen.queryByRole('link', { name: 'Tickets buchen' })).toBeNull();
});

it('says so when the event does not exist', async () => {
  mockFetch({});
  renderSlot(<EventDetail id="999" />);
  expect(await screen.findByText('Diese Veranstaltung wurde nicht gefunden.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Zurück zum Programm' })).toHaveAttribute('href', '/de/veranstaltungen');
});

it("names its address in both languages for the shell's language switch", async () => {
  mockBookingWidget();
  mockFetch({ '/api/events/32/': wassermusik, '/api/events/': page([wassermusik]) });
  const heard: unknown[] = [];
  const off = createBus().on('page.alternates', (payload) => heard.push(payload), { replay: false });
  renderSlot(<EventDetail id="32" />);
  await screen.findByRole('heading', { level: 1, name: 'Wassermusik' });
  expect(heard).toContainEqual({ path: window.location.pathname, urls: wassermusik.urls });
  off();
});

describe('where it takes place', () => {
  const kloster = {
    id: 1,
    slug: 'kloster-auenstein',
    name: 'Kloster Auenstein',
    street: 'Klosterhof 1',
    zip: '54321',
    city: 'Auenstadt',
    lat: 50.1182,
    lng: 8.6873,
    accessibility: 'Stufenloser Zugang über den Klosterhof.\n\nLeihrollstühle gibt es an der Kasse.',
  };
  const atKloster = eventDetail({ ...wassermusik, room: { id: 3, name: 'Kreuzgang' }, venue: { id: 1, name: 'Kloster Auenstein', slug: 'kloster-auenstein' }, location: kloster });

  it('leads to the venue, plans a route in a new window and gives the accessibility note', async () => {
    mockBookingWidget();
    mockFetch({ '/api/events/32/': atKloster, '/api/events/': page([atKloster]) });
    const { navigate } = renderSlot(<EventDetail id="32" />);
    await screen.findByRole('heading', { level: 1, name: 'Wassermusik' });
    const venue = screen.getByRole('link', { name: 'Kloster Auenstein' });
    expect(venue).toHaveAttribute('href', '/de/venues/kloster-auenstein/1');
    expect(venue.parentElement).toHaveTextContent(/^Kreuzgang, Kloster Auenstein$/);
    expect(screen.getByText('Klosterhof 1, 54321 Auenstadt').tagName).toBe('ADDRESS');
    const route = screen.getByRole('link', { name: 'Route zu Kloster Auenstein planen (OpenStreetMap, neues Fenster)' });
    expect(route).toHaveAttribute('href', 'https://www.openstreetmap.org/directions?to=50.1182,8.6873');
    expect(route).toHaveAttribute('target', '_blank');
    expect(route).toHaveAttribute('rel', 'noopener noreferrer');
    // Address, route and note come after what the event is about, in a section of their own.
    const gettingThere = screen.getByRole('region', { name: 'Anfahrt und Zugang' });
    expect(gettingThere).toContainElement(route);
    const note = screen.getByRole('heading', { level: 3, name: 'Barrierefreiheit' }).parentElement as HTMLElement;
    expect([...note.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['Stufenloser Zugang über den Klosterhof.', 'Leihrollstühle gibt es an der Kasse.']);
    await userEvent.click(venue);
    expect(navigate).toHaveBeenCalledWith('/de/venues/kloster-auenstein/1');
  });

  it('says the same in English, and searches for the address when the venue has no map position', async () => {
    mockBookingWidget();
    const english = eventDetail({ ...atKloster, location: { ...kloster, slug: 'auenstein-abbey', name: 'Auenstein Abbey', lat: 0, lng: 0, accessibility: 'Step-free entrance from the courtyard.' } });
    mockFetch({ '/api/events/32/': english, '/api/events/': page([english]) });
    renderSlot(<EventDetail id="32" />, { locale: 'en' });
    expect(await screen.findByRole('link', { name: 'Auenstein Abbey' })).toHaveAttribute('href', '/en/venues/auenstein-abbey/1');
    expect(screen.getByRole('link', { name: 'Plan a route to Auenstein Abbey (OpenStreetMap, new window)' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/search?query=Klosterhof%201%2C%2054321%20Auenstadt',
    );
    expect(screen.getByRole('region', { name: 'Getting there' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Accessibility' })).toBeInTheDocument();
    expect(screen.getByText('Step-free entrance from the courtyard.')).toBeInTheDocument();
  });

  it('shows no accessibility term for a venue without a note, and the place as text from an answer without a location', async () => {
    mockBookingWidget();
    const noNote = eventDetail({ ...atKloster, location: { ...kloster, accessibility: '' } });
    mockFetch({ '/api/events/32/': noNote, '/api/events/': page([noNote]) });
    const { unmount } = renderSlot(<EventDetail id="32" />);
    await screen.findByRole('link', { name: 'Kloster Auenstein' });
    expect(screen.queryByText('Barrierefreiheit')).toBeNull();
    unmount();
    mockFetch({ '/api/events/32/': wassermusik, '/api/events/': page([wassermusik]) });
    renderSlot(<EventDetail id="32" />);
    expect(await screen.findByText('Werfthalle')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Route zu/ })).toBeNull();
  });
});

describe('calendar and sharing', () => {
  const nav = navigator as unknown as Record<string, unknown>;
  afterEach(() => {
    delete nav.share;
    delete nav.clipboard;
  });
  const show = async (locale: 'de' | 'en' = 'de') => {
    mockBookingWidget();
    mockFetch({ '/api/events/32/': wassermusik, '/api/events/': page([wassermusik]) });
    renderSlot(<EventDetail id="32" />, { locale });
    await screen.findByRole('heading', { level: 1, name: 'Wassermusik' });
  };
  const pageUrl = `http://localhost${wassermusik.urls.de}`;

  it("offers the event's calendar file in German", async () => {
    await show();
    expect(screen.getByRole('link', { name: 'Zum Kalender hinzufügen' })).toHaveAttribute('href', '/de/api/events/32/calendar.ics');
  });

  it('offers the English calendar file', async () => {
    await show('en');
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', '/en/api/events/32/calendar.ics');
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
  });

  it("opens the system's share sheet with the page's address when there is one", async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    nav.share = share;
    nav.clipboard = { writeText: jest.fn() };
    await show();
    await userEvent.click(screen.getByRole('button', { name: 'Teilen' }));
    expect(share).toHaveBeenCalledWith({ title: 'Wassermusik', url: pageUrl });
    expect((nav.clipboard as { writeText: jest.Mock }).writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('does nothing more when the visitor closes the share sheet', async () => {
    nav.share = jest.fn().mockRejectedValue(Object.assign(new Error('closed'), { name: 'AbortError' }));
    nav.clipboard = { writeText: jest.fn() };
    await show();
    await userEvent.click(screen.getByRole('button', { name: 'Teilen' }));
    expect((nav.clipboard as { writeText: jest.Mock }).writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it.each([
    ['de', 'Teilen', 'Link kopiert'],
    ['en', 'Share', 'Link copied'],
  ] as const)('copies the link without a share sheet and says so politely (%s)', async (locale, button, said) => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    nav.clipboard = { writeText };
    await show(locale);
    await userEvent.click(screen.getByRole('button', { name: button }));
    expect(writeText).toHaveBeenCalledWith(`http://localhost${wassermusik.urls[locale]}`);
    const status = await screen.findByText(said);
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveAttribute('aria-live', 'polite');
  });

  it("hydrates the server's button without a mismatch; only then does pressing it share", async () => {
    // jsdom lacks the encoder React's server renderer needs; Node's is the same one.
    Object.assign(globalThis, { TextEncoder: (await import('node:util')).TextEncoder });
    const { renderToString } = await import('react-dom/server');
    const { hydrateRoot } = await import('react-dom/client');
    const { SlotRoot } = await import('site-config/remote-kit/slot-root');
    const { ANONYMOUS } = await import('shared-contracts/constants');
    const { resources } = await import('../../../i18n/resources');
    const { EventActions } = await import('./event-actions');
    const base = { locale: 'de' as const, host: { navigate: jest.fn() }, auth: ANONYMOUS, settings: null, query: {} };
    const tree = () => (
      <SlotRoot base={base} resources={resources}>
        <EventActions event={wassermusik} />
      </SlotRoot>
    );
    const container = document.createElement('div');
    // jsdom has a document, so the slot root takes its layout effect; the server's own render takes the plain one.
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    container.innerHTML = renderToString(tree());
    expect(quiet.mock.calls.map(([message]) => String(message)).filter((m) => !m.includes('useLayoutEffect does nothing on the server'))).toEqual([]);
    quiet.mockRestore();
    document.body.append(container);
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(container, tree(), { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    const writeText = jest.fn().mockResolvedValue(undefined);
    nav.clipboard = { writeText };
    await userEvent.click(within(container).getByRole('button', { name: 'Teilen' }));
    expect(writeText).toHaveBeenCalledWith(pageUrl);
    expect(await within(container).findByText('Link kopiert')).toBeInTheDocument();
    container.remove();
  });

  it('shows the link to copy by hand when the clipboard refuses', async () => {
    nav.clipboard = { writeText: jest.fn().mockRejectedValue(new Error('denied')) };
    await show();
    await userEvent.click(screen.getByRole('button', { name: 'Teilen' }));
    expect(await screen.findByRole('status')).toHaveTextContent(`Der Link ließ sich nicht kopieren: ${pageUrl}`);
  });
});

it('says when the doors open, on the Berlin clock in both languages, and nothing when no entry time is set', async () => {
  const doors = eventDetail({ ...wassermusik, id: 34, date_start: '2030-11-09T19:00:00+01:00', entry_time: '2030-11-09T17:30:00Z' });
  mockFetch({ '/api/events/34/': doors, '/api/events/': page([doors]) });
  const { unmount } = renderSlot(<EventDetail id="34" />);
  expect(await screen.findByText('Einlass ab 18:30 Uhr')).toHaveAttribute('dateTime', '2030-11-09T17:30:00Z');
  unmount();
  renderSlot(<EventDetail id="34" />, { locale: 'en' });
  expect(await screen.findByText('Entry from 18:30')).toBeInTheDocument();
  mockFetch({ '/api/events/32/': wassermusik, '/api/events/': page([wassermusik]) });
  renderSlot(<EventDetail id="32" />);
  await screen.findAllByRole('heading', { level: 1, name: 'Wassermusik' });
  expect(screen.queryByText(/Einlass ab/)).toBeNull();
});
