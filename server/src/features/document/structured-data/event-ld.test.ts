import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Event, SeatGroup } from 'shared-contracts/entities';
import { eventLd, groupAvailability } from './event-ld';
import { jsonLdScripts } from './json-ld';

const site = { origin: 'https://example.org', locale: 'de' as const, name: 'Landesausstellung 2026', logo: '/media/logo.png' };
const group = (available: number, prices: string[]): SeatGroup => ({
  id: available,
  seat_group: `G${available}`,
  text: 'Parkett',
  status: available > 0 ? '1' : '0',
  available,
  timeslots: [],
  prices: prices.map((price, i) => ({ id: i, price, sale_type_id: 1, seat_group: `G${available}`, text: '', name: i ? 'ermäßigt' : 'regulär', has_discounts: false })),
});
const event = (over: Partial<Event> = {}): Event =>
  ({
    id: 7,
    slug: 'konzert',
    title: 'Konzert </script><script>alert(1)</script>',
    subtitle: 'Sinfonik',
    preline: '',
    description: '<p>Ein <b>Abend</b> &amp; mehr</p>',
    date_start: '2026-05-01T19:30:00+02:00',
    date_end: '2026-05-01T21:00:00+02:00',
    is_free: false,
    ticket_url: null,
    room: { id: 1, name: 'Saal' },
    venue: { id: 2, name: 'Theater', slug: 'theater' },
    image_obj: { url: '/media/konzert.jpg' },
    seat_groups: [group(50, ['24.00', '12.00']), group(3, ['30.00'])],
    urls: { de: '/de/veranstaltungen/konzert/7', en: '/en/events/concert/7' },
    ...over,
  }) as Event;
const venue = { name: 'Theater', street: 'Domplatz 1', zip: '33098', city: 'Paderborn', lat: 51.7, lng: 8.75 };

test('Event: name, dates with their Berlin offset, place with postal address, image, description, url, organizer', () => {
  const ld = eventLd(site, event(), venue);
  assert.equal(ld['@type'], 'Event');
  assert.equal(ld.name, event().title);
  assert.equal(ld.startDate, '2026-05-01T19:30:00+02:00');
  assert.equal(ld.endDate, '2026-05-01T21:00:00+02:00');
  assert.deepEqual(ld.location, {
    '@type': 'Place',
    name: 'Theater, Saal',
    address: { '@type': 'PostalAddress', streetAddress: 'Domplatz 1', postalCode: '33098', addressLocality: 'Paderborn', addressCountry: 'DE' },
    geo: { '@type': 'GeoCoordinates', latitude: 51.7, longitude: 8.75 },
  });
  assert.deepEqual(ld.image, ['https://example.org/media/konzert.jpg']);
  assert.equal(ld.description, 'Ein Abend & mehr');
  assert.equal(ld.url, 'https://example.org/de/veranstaltungen/konzert/7');
  assert.equal(ld.eventStatus, 'https://schema.org/EventScheduled');
  assert.equal(ld.eventAttendanceMode, 'https://schema.org/OfflineEventAttendanceMode');
  assert.equal((ld.organizer as { name: string }).name, 'Landesausstellung 2026');
});

test('Event offers: one per price in EUR, availability from its seat group; no end date left out', () => {
  const ld = eventLd(site, event({ date_end: null }), venue);
  assert.equal('endDate' in ld, false);
  const offers = ld.offers as { price: string; priceCurrency: string; availability: string }[];
  assert.deepEqual(
    offers.map((o) => [o.price, o.priceCurrency, o.availability]),
    [
      ['24.00', 'EUR', 'https://schema.org/InStock'],
      ['12.00', 'EUR', 'https://schema.org/InStock'],
      ['30.00', 'EUR', 'https://schema.org/LimitedAvailability'],
    ],
  );
  const soldOut = eventLd(site, event({ seat_groups: [group(0, ['24.00'])] }), venue).offers as { availability: string }[];
  assert.equal(soldOut[0].availability, 'https://schema.org/SoldOut');
});

test('seat group availability: sold out at 0, limited below 10 seats, in stock from 10', () => {
  assert.equal(groupAvailability({ available: 0 }), 'https://schema.org/SoldOut');
  assert.equal(groupAvailability({ available: 9 }), 'https://schema.org/LimitedAvailability');
  assert.equal(groupAvailability({ available: 10 }), 'https://schema.org/InStock');
});

test('Event without seat groups: a free event offers 0 EUR, an external ticket shop its url, otherwise no offers', () => {
  const free = eventLd(site, event({ seat_groups: [], is_free: true }), null);
  assert.deepEqual((free.offers as { price: string }[]).map((o) => o.price), ['0']);
  assert.deepEqual(free.location, { '@type': 'Place', name: 'Saal' });
  const external = eventLd(site, event({ seat_groups: [], ticket_url: 'https://tickets.example/7' }), venue);
  assert.equal((external.offers as { url: string }[])[0].url, 'https://tickets.example/7');
  assert.equal('offers' in eventLd(site, event({ seat_groups: [] }), venue), false);
});

test('the script element cannot be closed by a title holding </script>; the JSON reads back unchanged', () => {
  const html = jsonLdScripts([eventLd(site, event(), venue)]);
  assert.equal(html.match(/<\/script>/g)?.length, 1);
  assert.ok(html.endsWith('</script>'));
  const json = JSON.parse(/^<script type="application\/ld\+json">(.*)<\/script>$/s.exec(html)![1]);
  assert.equal(json['@context'], 'https://schema.org');
  assert.equal(json.name, event().title);
});
