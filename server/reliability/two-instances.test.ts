import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Visitor, bookableSeatGroup, eventSeats, freshDatabase, startServer } from './server-process';

test('two instances on one PostgreSQL behave as one site: shared sessions and holds, no oversell, caches cleared across', async () => {
  const database = await freshDatabase();
  // Started together on an empty database: one migrates and seeds, the other waits and finds it done.
  const [a, b] = await Promise.all([startServer({ DATABASE_URL: database.url }), startServer({ DATABASE_URL: database.url })]);
  try {
    const onA = new Visitor(a.base);
    await onA.request('GET', '/de/api/events/?page=1');

    // Sessions: logged in through A, recognised by B.
    const login = await onA.request('POST', '/de/login/', { username: 'editor', password: 'editor' });
    assert.equal(login.status, 200, login.text);
    assert.equal((await onA.request('GET', '/de/pageeditor-api/user', undefined, b.base)).status, 200);

    // Caches: B has the settings cached (anonymous reads keep them 10 s); a switch on A shows on B well before that.
    const anonymous = new Visitor(b.base);
    const before = await anonymous.request('GET', '/pageeditor-api/settings');
    assert.equal((before.json as { data: { is_shop_online: boolean } }).data.is_shop_online, true);
    const switched = await onA.request('PATCH', '/pageeditor-api/settings', { is_shop_online: false });
    assert.equal(switched.status, 200, switched.text);
    const switchedAt = Date.now();
    let seen = true;
    while (seen && Date.now() - switchedAt < 5_000) {
      seen = ((await anonymous.request('GET', '/pageeditor-api/settings')).json as { data: { is_shop_online: boolean } }).data.is_shop_online;
      if (seen) await new Promise((r) => setTimeout(r, 50));
    }
    assert.equal(seen, false, 'B dropped its cached settings when A changed them (its own TTL is 10 s)');
    await onA.request('PATCH', '/pageeditor-api/settings', { is_shop_online: true });

    // Holds: a hold taken on A counts on B; parallel adds on both never sell more seats than there are.
    const seats = await bookableSeatGroup(onA);
    const held = await onA.request('POST', '/de/api/shop-cart/', { quantities: [1], event_jet_id: seats.jetId, sale_type_ids: [seats.saleType], seat_group: seats.group });
    assert.equal(held.status, 200, held.text);
    const cartOnB = await onA.request('GET', '/de/api/shop-cart/', undefined, b.base);
    assert.equal((cartOnB.json as { tickets_quantity: number }).tickets_quantity, 1, 'the cart made on A is read on B');
    const left = await eventSeats(new Visitor(b.base), seats.eventId, seats.group);

    const buyers = Array.from({ length: left + 6 }, (_, i) => ({ visitor: new Visitor(i % 2 ? a.base : b.base) }));
    await Promise.all(buyers.map(({ visitor }) => visitor.request('GET', '/de/api/shop-cart/')));
    const results = await Promise.all(
      buyers.map(({ visitor }) => visitor.request('POST', '/de/api/shop-cart/', { quantities: [1], event_jet_id: seats.jetId, sale_type_ids: [seats.saleType], seat_group: seats.group })),
    );
    const sold = results.filter((r) => r.status === 200).length;
    assert.ok(sold <= left, `at most ${left} seats held, got ${sold}`);
    assert.ok(results.every((r) => r.status === 200 || r.status === 409 || r.status === 429), JSON.stringify(results.map((r) => r.status)));
    // Both instances agree on what is left (their programme caches were told about every add).
    for (const base of [a.base, b.base]) {
      let shown = await eventSeats(new Visitor(base), seats.eventId, seats.group);
      for (let i = 0; i < 40 && shown !== left - sold; i++) {
        await new Promise((r) => setTimeout(r, 50));
        shown = await eventSeats(new Visitor(base), seats.eventId, seats.group);
      }
      assert.equal(shown, left - sold);
    }
  } finally {
    const codes = await Promise.all([a.stop(), b.stop()]);
    assert.deepEqual(codes, [0, 0]);
    await database.drop();
  }
});
