import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { type Client, client } from '../../testing/session';
import { type TestApp, testApp } from '../../testing/test-app';
import { runDueSchedules } from './page-schedule';

let t: TestApp;
let staff: Client;
before(async () => {
  t = await testApp();
  staff = client(t.app);
  assert.equal((await staff.login()).statusCode, 200);
});
after(() => t.close());

const write = (method: string, url: string, payload: unknown = {}) => staff.request({ method, url: `/de/pageeditor-api/${url}`, payload });
const visitorStatus = async (path: string) => (await client(t.app).get(`/de/pageeditor-api/page/${path}`)).statusCode;
const visitorText = async (path: string) => (await client(t.app).get(`/de/pageeditor-api/page/${path}`)).body;
const pageId = async (path: string) => (await staff.get(`/de/pageeditor-api/page/${path}`)).json().id as number;
const headlineOf = async (id: number) => (await (await staff.get(`/de/pageeditor-api/modules/?page=${id}&content_type=headline`)).json())[0];
const inMinutes = (n: number) => new Date(t.clock.now().getTime() + n * 60_000).toISOString();

test('a draft scheduled for publishing goes live at its time, once, even when two sweeps race; the version names no editor', async () => {
  const id = await pageId('ausstellung');
  const headline = await headlineOf(id);
  assert.equal((await write('PATCH', `modules/${headline.id}/`, { data: { content: 'Zur vollen Stunde' } })).statusCode, 200);
  const set = await write('POST', `pages/${id}/schedule/`, { publish_at: inMinutes(60) });
  assert.equal(set.statusCode, 200, set.body);
  assert.equal(set.json().publish_at, inMinutes(60));
  assert.equal((await staff.get(`/de/pageeditor-api/pages/${id}/publication/`)).json().publish_at, inMinutes(60), 'the publication answer tells the schedule');

  assert.deepEqual(await runDueSchedules(t.db, t.clock.now()), { published: [], offline: [] }, 'nothing is due yet');
  assert.doesNotMatch(await visitorText('ausstellung'), /Zur vollen Stunde/);

  t.clock.advance(61 * 60_000);
  const [first, second] = await Promise.all([runDueSchedules(t.db, t.clock.now()), runDueSchedules(t.db, t.clock.now())]);
  assert.deepEqual([...first.published, ...second.published], [id], 'one sweep publishes, the other finds nothing');
  assert.match(await visitorText('ausstellung'), /Zur vollen Stunde/);
  const publication = (await staff.get(`/de/pageeditor-api/pages/${id}/publication/`)).json();
  assert.equal(publication.publish_at, null);
  assert.equal(publication.has_unpublished_changes, false);
  const [latest] = (await staff.get(`/de/pageeditor-api/pages/${id}/versions/`)).json();
  assert.equal(latest.change.action, 'scheduled-publish');
  assert.equal(latest.is_published, true);
});

test('a page scheduled to go offline leaves visitors (404, search) at its time and keeps its draft for staff', async () => {
  const id = await pageId('besuch');
  assert.equal(await visitorStatus('besuch'), 200);
  assert.equal((await write('POST', `pages/${id}/schedule/`, { offline_at: inMinutes(30) })).statusCode, 200);
  t.clock.advance(31 * 60_000);
  assert.deepEqual((await runDueSchedules(t.db, t.clock.now())).offline, [id]);
  assert.equal(await visitorStatus('besuch'), 404);
  assert.equal((await staff.get('/de/pageeditor-api/page/besuch')).statusCode, 200, 'staff still have the page');
  const publication = (await staff.get(`/de/pageeditor-api/pages/${id}/publication/`)).json();
  assert.equal(publication.published_version_id, null);
  assert.equal(publication.offline_at, null);
  // Publishing again brings it back.
  assert.equal((await write('POST', `pages/${id}/publish/`)).statusCode, 200);
  assert.equal(await visitorStatus('besuch'), 200);
});

test('schedules: a time in the past or not a date is refused naming the field, null clears, staff and CSRF only', async () => {
  const id = await pageId('ausstellung');
  const past = await write('POST', `pages/${id}/schedule/`, { publish_at: inMinutes(-5) });
  assert.equal(past.statusCode, 400);
  assert.equal(past.json().field, 'publish_at');
  const garbage = await write('POST', `pages/${id}/schedule/`, { offline_at: 'morgen' });
  assert.equal(garbage.statusCode, 400);
  assert.match(garbage.json().message, /offline_at/);
  assert.equal((await write('POST', `pages/${id}/schedule/`, { publish_at: inMinutes(10) })).json().publish_at, inMinutes(10));
  assert.equal((await write('POST', `pages/${id}/schedule/`, { publish_at: null })).json().publish_at, null);
  assert.equal((await write('POST', 'pages/99999/schedule/', { publish_at: inMinutes(10) })).statusCode, 404);
  assert.equal((await client(t.app).request({ method: 'POST', url: `/de/pageeditor-api/pages/${id}/schedule/`, payload: { publish_at: null } })).statusCode, 401);
  assert.equal((await staff.request({ method: 'POST', url: `/de/pageeditor-api/pages/${id}/schedule/`, payload: { publish_at: null }, csrf: false })).statusCode, 403);
});
