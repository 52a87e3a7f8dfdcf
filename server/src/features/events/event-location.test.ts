import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { eventDetailSchema } from 'shared-contracts/entities';
import { buildPath } from 'shared-contracts/routes';
import { client } from '../../testing/session';
import { type TestApp, testApp } from '../../testing/test-app';

/** An event's answer says where it takes place: enough for its page to lead to the venue, plan a route and say how to get in. */
let t: TestApp;
const detail = async (url: string) => eventDetailSchema.strict().parse((await t.app.inject(url)).json());

before(async () => {
  t = await testApp({ now: new Date('2026-05-06T10:00:00Z') });
});
after(() => t.close());

/** The first online demo event at the venue with this German slug. */
const eventAt = (venueSlug: string) =>
  t.db.query<{ id: number }>('SELECT e.id FROM events e JOIN venues v ON v.id = e.venue_id WHERE v.slug_de = $1 AND e.is_online ORDER BY e.id LIMIT 1', [venueSlug]);

it("names the venue's id, slug, address, map position and accessibility note in the event's language", async () => {
  const [{ id }] = await eventAt('kloster-auenstein');
  const de = await detail(`/de/api/events/${id}/`);
  assert.deepEqual({ ...de.location, lat: undefined, lng: undefined }, {
    id: de.venue!.id,
    slug: 'kloster-auenstein',
    name: 'Kloster Auenstein',
    street: 'Klosterhof 1',
    zip: '54321',
    city: 'Auenstadt',
    lat: undefined,
    lng: undefined,
    accessibility: 'Stufenloser Zugang über den Klosterhof; Kreuzgang und Refektorium liegen ebenerdig. Ein rollstuhlgerechtes WC ist am Eingang, Leihrollstühle gibt es an der Kasse.',
  });
  assert.deepEqual([de.location!.lat, de.location!.lng], [50.1182, 8.6873]);
  const en = await detail(`/en/api/events/${id}/`);
  assert.equal(en.location!.slug, 'auenstein-abbey');
  assert.equal(en.location!.name, 'Auenstein Abbey');
  assert.match(en.location!.accessibility, /^Step-free entrance from the abbey courtyard/);
  // The slug and id are the venue page's: the page's link leads there.
  const venue = (await t.app.inject(`/en/api/venues/${en.location!.id}/`)).json();
  assert.equal(buildPath('venues-slug-id', 'en', { slug: en.location!.slug, id: String(en.location!.id) }), venue.urls.en);
});

it("answers '' for a venue without a note, and the note staff write in the back office at once", async () => {
  const [{ id }] = await eventAt('kulturwerft');
  const before = await detail(`/de/api/events/${id}/`);
  assert.equal(before.location!.accessibility, '');
  const editor = client(t.app);
  assert.equal((await editor.login('editor', 'editor')).statusCode, 200);
  const venue = (await editor.get(`/de/pageeditor-api/resources/venues/${before.location!.id}/`)).json();
  const written = await editor.request({
    method: 'PATCH',
    url: `/de/pageeditor-api/resources/venues/${venue.id}/`,
    payload: { version: venue.version, accessibility_de: 'Zugang über die Rampe am Hafentor.', accessibility_en: 'Access by the ramp at the harbour gate.' },
    headers: { 'content-type': 'application/json' },
  });
  assert.equal(written.statusCode, 200, written.body);
  assert.equal((await detail(`/de/api/events/${id}/`)).location!.accessibility, 'Zugang über die Rampe am Hafentor.');
  assert.equal((await detail(`/en/api/events/${id}/`)).location!.accessibility, 'Access by the ramp at the harbour gate.');
});

it("takes the room's venue for an event entered with a room only, and answers null without either", async () => {
  const [{ id }] = await eventAt('stadthalle-auenstadt');
  await t.db.query('UPDATE events SET venue_id = NULL WHERE id = $1', [id]);
  const roomOnly = await detail(`/de/api/events/${id}/`);
  assert.equal(roomOnly.venue, null);
  assert.equal(roomOnly.location!.slug, 'stadthalle-auenstadt');
  assert.match(roomOnly.location!.accessibility, /Aufzug am Seiteneingang/);
  await t.db.query('UPDATE events SET room_id = NULL WHERE id = $1', [id]);
  assert.equal((await detail(`/de/api/events/${id}/`)).location, null);
});
