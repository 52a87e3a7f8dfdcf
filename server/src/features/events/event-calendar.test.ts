import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { eventSchema } from 'shared-contracts/entities';
import { type TestApp, testApp } from '../../testing/test-app';

const NOW = new Date('2026-05-06T10:00:00Z');
// The site's own address (SITE_URL) names the page in the file, whatever Host a request claims.
const SITE = 'https://www.landesausstellung.example';
let t: TestApp;

before(async () => {
  t = await testApp({ now: NOW, config: { mail: { outboxDir: fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-')), siteUrl: SITE } } });
});
after(() => t.close());

/** The content lines of a calendar file, unfolded (a line end followed by a space continues the line). */
const unfold = (body: string) => body.replace(/\r\n /g, '').split('\r\n').filter(Boolean);
const property = (lines: string[], name: string) => lines.find((l) => l.startsWith(`${name}:`))?.slice(name.length + 1);
const utc = (iso: string) => new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** The first online demo event at the venue with this German slug, with a room. */
async function eventAt(venueSlug: string) {
  const [{ id }] = await t.db.query<{ id: number }>(
    'SELECT e.id FROM events e JOIN venues v ON v.id = e.venue_id WHERE v.slug_de = $1 AND e.is_online AND e.room_id IS NOT NULL ORDER BY e.id LIMIT 1',
    [venueSlug],
  );
  return id;
}
const event = async (locale: 'de' | 'en', id: number) => eventSchema.parse((await t.app.inject(`/${locale}/api/events/${id}/`)).json());

describe('GET /{locale}/api/events/{id}/calendar.ics', () => {
  it('answers one VEVENT with UID, DTSTAMP, UTC start and end, title, place, page address and a short description', async () => {
    const id = await eventAt('kloster-auenstein');
    const shown = await event('de', id);
    const res = await t.app.inject({ url: `/de/api/events/${id}/calendar.ics`, headers: { host: 'evil.example' } });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.headers['content-type'], 'text/calendar; charset=utf-8');
    assert.equal(res.headers['content-disposition'], `attachment; filename="${shown.slug}-${id}.ics"`);
    assert.ok(res.body.endsWith('\r\n') && !/[^\r]\n/.test(res.body), 'every line ends with CRLF');
    for (const line of res.body.split('\r\n')) assert.ok(Buffer.byteLength(line) <= 75, `folded at 75 octets: ${line}`);
    const lines = unfold(res.body);
    assert.deepEqual([lines[0], lines.at(-1)], ['BEGIN:VCALENDAR', 'END:VCALENDAR']);
    assert.equal(property(lines, 'VERSION'), '2.0');
    assert.equal(lines.filter((l) => l === 'BEGIN:VEVENT').length, 1);
    assert.equal(property(lines, 'UID'), `event-${id}@www.landesausstellung.example`);
    assert.equal(property(lines, 'DTSTAMP'), '20260506T100000Z');
    assert.equal(property(lines, 'DTSTART'), utc(shown.date_start));
    const end = shown.date_end && new Date(shown.date_end) > new Date(shown.date_start) ? shown.date_end : new Date(new Date(shown.date_start).getTime() + 2 * 3600_000).toISOString();
    assert.equal(property(lines, 'DTEND'), utc(end));
    assert.match(property(lines, 'DTSTART')!, /^\d{8}T\d{6}Z$/);
    assert.equal(property(lines, 'SUMMARY'), shown.title.replace(/([,;\\])/g, '\\$1'));
    assert.equal(property(lines, 'LOCATION'), `Kloster Auenstein\\, ${shown.room!.name}\\, Klosterhof 1\\, 54321 Auenstadt`);
    const pageUrl = `${SITE}${shown.urls.de}`;
    assert.equal(property(lines, 'URL'), pageUrl);
    const description = property(lines, 'DESCRIPTION')!;
    assert.ok(description.endsWith(`\\n\\n${pageUrl}`), description);
    assert.ok(description.length < 400, 'short');
    assert.doesNotMatch(description, /</, 'plain text, no markup');
  });

  it('is in English under /en, with the English page', async () => {
    const id = await eventAt('kloster-auenstein');
    const shown = await event('en', id);
    const lines = unfold((await t.app.inject(`/en/api/events/${id}/calendar.ics`)).body);
    assert.equal(property(lines, 'SUMMARY'), shown.title.replace(/([,;\\])/g, '\\$1'));
    assert.equal(property(lines, 'URL'), `${SITE}${shown.urls.en}`);
    assert.match(property(lines, 'LOCATION')!, /^Auenstein Abbey\\, /);
    assert.match(property(lines, 'PRODID')!, /\/\/EN$/);
  });

  it('escapes text as RFC 5545 says and folds long lines without splitting a character', async () => {
    const id = await eventAt('stadthalle-auenstadt');
    const title = 'Wasser, Licht; und \\ Schatten – Ein Abend über Flüsse, Mühlen und Fährleute an der Aue, mit Überraschungen';
    await t.db.query('UPDATE events SET title_de = $1, subtitle_de = $2, date_end = NULL WHERE id = $3', [title, 'Zeile eins\nZeile zwei', id]);
    const res = await t.app.inject(`/de/api/events/${id}/calendar.ics`);
    for (const line of res.body.split('\r\n')) assert.ok(Buffer.byteLength(line) <= 75, `folded at 75 octets: ${line}`);
    assert.ok(!res.body.includes('\uFFFD'));
    const lines = unfold(res.body);
    assert.equal(property(lines, 'SUMMARY'), 'Wasser\\, Licht\\; und \\\\ Schatten – Ein Abend über Flüsse\\, Mühlen und Fährleute an der Aue\\, mit Überraschungen');
    assert.match(property(lines, 'DESCRIPTION')!, /^Zeile eins\\nZeile zwei\\n\\nhttps:\/\/www\.landesausstellung\.example\/de\//);
    const shown = await event('de', id);
    assert.equal(property(lines, 'DTEND'), utc(new Date(new Date(shown.date_start).getTime() + 2 * 3600_000).toISOString()), 'two hours without an end');
  });

  it('answers 404 for an unknown or offline event and 400 naming the id for a malformed one', async () => {
    assert.equal((await t.app.inject('/de/api/events/999999/calendar.ics')).statusCode, 404);
    const id = await eventAt('kulturwerft');
    await t.db.query('UPDATE events SET is_online = false WHERE id = $1', [id]);
    assert.equal((await t.app.inject(`/de/api/events/${id}/calendar.ics`)).statusCode, 404);
    const bad = await t.app.inject('/de/api/events/abc/calendar.ics');
    assert.equal(bad.statusCode, 400);
    assert.match(bad.body, /id/);
  });
});
