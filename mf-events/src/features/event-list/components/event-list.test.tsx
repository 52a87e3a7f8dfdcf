import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { event, page, teaser } from '../../../testing/fixtures';
import { mockFetch, renderSlot } from 'site-config/jest/render-slot';
import { EventList } from './event-list';

jest.mock('@module-federation/enhanced/runtime', () => ({ getInstance: () => null, registerRemotes: jest.fn(), loadRemote: jest.fn() }));

const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[] = [];
// The list waits at least 200 ms for each page (so a fast answer does not flash a skeleton). Fake timers run that
// wait instantly: the tests await what the visitor sees, never the clock, and take the same time on a busy machine.
const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
afterEach(() => jest.useRealTimers());

beforeEach(() => {
  jest.useFakeTimers();
  observers.length = 0;
  (global as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      observers.push({ callback, options });
    }
    observe() {}
    disconnect() {}
  };
  window.history.replaceState(null, '', '/de/veranstaltungen');
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
});

const options = { '/api/rooms/': [{ id: 3, name: 'Werfthalle' }], '/api/exhibition-types/': [{ slug: 'konzert', name: 'Konzert' }], '/api/event-tags/': [{ id: 1, name: 'Für Familien', show_in_filter: true }, { id: 2, name: 'Versteckt', show_in_filter: false }], '/api/series/': [], '/api/genres/': [] };

it('lists the next events by day with time, title and place, and mixes in teasers', async () => {
  mockFetch({
    ...options,
    '/api/teasers/': [teaser({ headline: 'Hinter den Kulissen', position: '2030-05-04' })],
    '/api/events/': page([
      event({ title: 'Wassermusik', date_start: '2030-05-04T19:30:00+02:00', room: { id: 3, name: 'Werfthalle' } }),
      event({ title: 'Salz und Schiffe', date_start: '2030-05-05T11:00:00+02:00' }),
    ]),
  });
  renderSlot(<EventList />);
  const first = await screen.findByRole('region', { name: 'Samstag, 4. Mai 2030' });
  expect(within(first).getByRole('heading', { name: 'Wassermusik' })).toBeInTheDocument();
  expect(within(first).getByText('19:30 Uhr')).toBeInTheDocument();
  expect(within(first).getByText('Werfthalle')).toBeInTheDocument();
  expect(within(first).getByRole('link', { name: /Hinter den Kulissen/ })).toHaveAttribute('href', '/de/mediathek-de');
  expect(screen.getByRole('region', { name: 'Sonntag, 5. Mai 2030' })).toHaveTextContent('Salz und Schiffe');
});

it('says there are no upcoming events when the unfiltered list is empty (English)', async () => {
  mockFetch({ ...options, '/api/teasers/': [], '/api/events/': page([]) });
  renderSlot(<EventList />, { locale: 'en' });
  expect(await screen.findByText('Unfortunately, there are no upcoming events.')).toBeInTheDocument();
});

it('shows the empty filter result and resets every filter', async () => {
  mockFetch({ ...options, '/api/teasers/': [], '/api/events/': page([]) });
  const { host } = renderSlot(<EventList />, { locale: 'en', query: { room: '3', date: '04-05-2030' } });
  expect(await screen.findByText('Unfortunately, your selection did not produce any result.')).toBeInTheDocument();
  expect(screen.getByText('Please delete one of the filters or try a different combination.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Reset filters' }));
  expect(host.navigate).toHaveBeenLastCalledWith('/de/veranstaltungen');
});

it('mirrors a chosen filter into the query string, and choosing it again clears it', async () => {
  const fetchMock = mockFetch({ ...options, '/api/teasers/': [], '/api/events/': page([event()]) });
  const { host, rerenderWith } = renderSlot(<EventList />);
  await user.click(await screen.findByRole('button', { name: /Ort/ }));
  await user.click(await screen.findByRole('button', { name: 'Werfthalle' }));
  expect(host.navigate).toHaveBeenLastCalledWith('/de/veranstaltungen?room=3');
  // A filter change resets the list and scrolls to the top.
  expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });

  rerenderWith({ query: { room: '3' } });
  await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).includes('room=3'))).toBe(true));
  expect(screen.getByRole('button', { name: 'Filter Werfthalle entfernen' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /Ort/ }));
  await user.click(screen.getByRole('button', { name: 'Werfthalle', pressed: true }));
  expect(host.navigate).toHaveBeenLastCalledWith('/de/veranstaltungen');
});

it('hides tags with show_in_filter false', async () => {
  mockFetch({ ...options, '/api/teasers/': [], '/api/events/': page([event()]) });
  renderSlot(<EventList />);
  await user.click(await screen.findByRole('button', { name: /Thema/ }));
  expect(await screen.findByRole('button', { name: 'Für Familien' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Versteckt' })).not.toBeInTheDocument();
});

it('redirects to the clean URL on an invalid query parameter, and logs and reports it', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  const report = jest.fn();
  window.reportError = report;
  mockFetch({ ...options, '/api/teasers/': [], '/api/events/': page([]) });
  const { host } = renderSlot(<EventList />, { query: { date: '2030-05-04', genre: '2' } });
  await waitFor(() => expect(host.navigate).toHaveBeenCalledWith('/de/veranstaltungen?genre=2'));
  expect(error).toHaveBeenCalled();
  expect(report).toHaveBeenCalledWith(expect.any(Error));
  error.mockRestore();
});

it('loads the next page when the trigger comes within 170% of the viewport', async () => {
  const fetchMock = mockFetch({
    ...options,
    '/api/teasers/': [],
    '/api/events/': (url: string) =>
      url.includes('page=2')
        ? { status: 200, body: page([event({ title: 'Zweite Seite', date_start: '2030-05-06T10:00:00+02:00' })]) }
        : { status: 200, body: page([event({ title: 'Erste Seite' })], '/de/api/events/?page=2') },
  });
  renderSlot(<EventList />);
  await screen.findByText('Erste Seite');
  const loadMore = () => observers.filter((o) => o.options?.rootMargin === '170% 0px 170% 0px');
  await waitFor(() => expect(loadMore().length).toBeGreaterThan(0));
  const observer = loadMore()[loadMore().length - 1];
  // The cards animate in with the visibility rule (docs/product.md).
  expect(observers.some((o) => o.options?.rootMargin === '-50px' && o.options?.threshold === 0.5)).toBe(true);
  act(() => observer.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
  expect(await screen.findByText('Zweite Seite')).toBeInTheDocument();
  expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/api/events/') && String(url).includes('page=2'))).toHaveLength(1);
  expect(screen.getByText('Erste Seite')).toBeInTheDocument();
});
