import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { formatInTimeZone } from 'date-fns-tz';
import { addDays, berlinDay, toMs } from '../lib/berlin-time';
import { type TestApp, testApp } from '../testing/test-app';
import { daysBetween, demoShift, keepDemoDatesCurrent } from './demo-dates';

const DAY = 86_400_000;
// Seeded on Monday 16 March 2026, before the switch to summer time (29 March): shifts cross it.
const SEEDED = new Date('2026-03-16T10:00:00Z');
let t: TestApp;
before(async () => {
  t = await testApp({ now: SEEDED });
});
after(() => t.close());

interface Snapshot {
  events: Map<number, number>;
  slots: Map<number, number>;
  days: Map<string, string>;
}
const wall = (ms: number) => formatInTimeZone(ms, 'Europe/Berlin', 'i HH:mm');
async function snapshot(): Promise<Snapshot> {
  const ms = (sql: string) => t.db.query<{ id: number; ms: unknown }>(sql).then((rows) => new Map(rows.map((r) => [r.id, toMs(r.ms)!])));
  const days = await t.db.query<{ key: string; day: string }>(
    `SELECT 'teaser ' || id AS key, position::text AS day FROM teasers UNION ALL SELECT 'article ' || id, date::text FROM articles
     UNION ALL SELECT 'exception ' || id, date::text FROM opening_hours_exceptions
     UNION ALL SELECT 'production-from ' || id, date_from::text FROM productions UNION ALL SELECT 'production-to ' || id, date_to::text FROM productions`,
  );
  return {
    events: await ms('SELECT id, (extract(epoch FROM date_start) * 1000)::float8 AS ms FROM events'),
    slots: await ms('SELECT id, (extract(epoch FROM time_start) * 1000)::float8 AS ms FROM timeslots'),
    days: new Map(days.map((r) => [r.key, r.day])),
  };
}
/** Every event and timeslot moved by `weekDays` calendar days, same weekday and Berlin time; dates as expected. */
function assertMoved(from: Snapshot, to: Snapshot, days: number, weekDays: number) {
  for (const [kind, before, after] of [['event', from.events, to.events], ['timeslot', from.slots, to.slots]] as const) {
    assert.ok(before.size > 0);
    for (const [id, ms] of before) {
      const moved = after.get(id)!;
      assert.equal(daysBetween(berlinDay(ms), berlinDay(moved)), weekDays, `${kind} ${id}`);
      assert.equal(wall(moved), wall(ms), `${kind} ${id} keeps weekday and wall-clock time`);
    }
  }
  for (const [key, day] of from.days) {
    const expected = key.startsWith('production') ? weekDays : days;
    assert.equal(to.days.get(key), addDays(day, expected), key);
  }
}

test('the shift: whole days for dated things, whole weeks for weekday-planned events', () => {
  assert.deepEqual(demoShift(0, 0), { days: 0, weekDays: 0 });
  assert.deepEqual(demoShift(10, 0), { days: 10, weekDays: 7 });
  assert.deepEqual(demoShift(14, 10), { days: 4, weekDays: 7 });
  assert.deepEqual(demoShift(15, 14), { days: 1, weekDays: 0 });
  assert.equal(daysBetween('2026-03-28', '2026-03-30'), 2);
});

test('a fresh seed is left alone; later the dates move forward, idempotently, in Berlin wall-clock time', async () => {
  const seeded = await snapshot();
  assert.equal(await keepDemoDatesCurrent(t.db, t.clock), 0);
  t.clock.set(new Date('2026-03-16T22:30:00Z')); // 23:30 in Berlin: still the day of seeding
  assert.equal(await keepDemoDatesCurrent(t.db, t.clock), 0);
  assert.deepEqual(await snapshot(), seeded);

  // Ten days on (across the switch to summer time): articles etc. by 10 days, events by one week.
  t.clock.set(new Date(SEEDED.getTime() + 10 * DAY + 3 * 3_600_000));
  assert.equal(await keepDemoDatesCurrent(t.db, t.clock), 10);
  const tenDays = await snapshot();
  assertMoved(seeded, tenDays, 10, 7);
  const [state] = await t.db.query<{ shift_days: number }>('SELECT shift_days FROM seed_state WHERE id = 1');
  assert.equal(state.shift_days, 10);
  assert.equal(await keepDemoDatesCurrent(t.db, t.clock), 0, 'a second start on the same day changes nothing');
  assert.deepEqual(await snapshot(), tenDays);

  // Four more days: elapsed 14, so events have moved two weeks in all, the rest 14 days.
  t.clock.advance(4 * DAY);
  assert.equal(await keepDemoDatesCurrent(t.db, t.clock), 4);
  assertMoved(seeded, await snapshot(), 14, 14);
});

test('after the shift the site shows today again: opening-hours exception, calendar, events list, search', async () => {
  t.clock.set(new Date(SEEDED.getTime() + 40 * DAY));
  assert.equal(await keepDemoDatesCurrent(t.db, t.clock), 26);
  const hours = (await t.app.inject('/de/api/opening-hours-today/')).json();
  assert.equal(hours.opening_hours_exceptions.length, 1, 'the exception "today" moved along');
  const events = (await t.app.inject('/de/api/events/?page=1')).json();
  assert.ok(events.count >= 50, `upcoming events: ${events.count}`);
  const first = events.results[0];
  assert.ok(first.date_start >= `${berlinDay(t.clock.now())}T00:00`, first.date_start);
  const search = (await t.app.inject('/api/search/events/?query=Führung&lang=de')).json();
  assert.ok(search.count > 0);
  const [{ stale }] = await t.db.query<{ stale: number }>(
    `SELECT count(*)::int AS stale FROM search_documents d JOIN events e ON d.kind = 'event' AND d.ref_id = e.id WHERE d.date <> e.date_start`,
  );
  assert.equal(stale, 0, 'the index carries the moved event dates');
});
