/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { ANONYMOUS } from 'shared-contracts/constants';
import { SlotRoot } from 'site-config/remote-kit/slot-root';
import { resources } from '../../../i18n/resources';
import { eventDetail } from '../../../testing/fixtures';
import { EventActions } from './event-actions';
import { EventPlace, EventVenue } from './event-where';

/** The server renders the venue facts and the actions without a browser: no window, no navigator, no clipboard. */
const event = eventDetail({
  id: 32,
  title: 'Wassermusik',
  room: { id: 3, name: 'Kreuzgang' },
  location: { id: 1, slug: 'kloster-auenstein', name: 'Kloster Auenstein', street: 'Klosterhof 1', zip: '54321', city: 'Auenstadt', lat: 50.1182, lng: 8.6873, accessibility: 'Stufenloser Zugang.' },
});
const render = (locale: 'de' | 'en') =>
  renderToString(
    <SlotRoot base={{ locale, host: { navigate: () => undefined }, auth: ANONYMOUS, settings: null, query: {} }} resources={resources}>
      <dl>
        <EventPlace event={event} />
      </dl>
      <EventVenue event={event} />
      <EventActions event={event} />
    </SlotRoot>,
  );

it('renders the share button, the calendar link, the empty live region and the venue links on the server', () => {
  expect(typeof window).toBe('undefined');
  const html = render('de');
  expect(html).toMatch(/<button type="button"[^>]*>Teilen<\/button>/);
  expect(html).toContain('href="/de/api/events/32/calendar.ics"');
  expect(html).toMatch(/<p[^>]*role="status" aria-live="polite"[^>]*><\/p>/);
  expect(html).toContain('href="/de/venues/kloster-auenstein/1"');
  expect(html).toContain('href="https://www.openstreetmap.org/directions?to=50.1182,8.6873" target="_blank" rel="noopener noreferrer"');
  expect(render('en')).toMatch(/<button type="button"[^>]*>Share<\/button>/);
  // The browser's parser closes a paragraph before an address: the page it builds would no longer hydrate.
  expect(html).toContain('<address');
  expect(html).not.toMatch(/<p[^>]*>(?:(?!<\/p>).)*<address/s);
});
