import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from 'site-config/testing/chromium';
import { CANDIDATE_TEXT, LIVE_TEXT, candidateOrigin } from '../src/testing/events-candidate';
import { EVENTS_PAGE, deployEvents, rollbackEvents, untilPageSays } from './deploy-watch';
import { type ServerProcess, Visitor, bookableSeatGroup, eventSeats, freshDatabase, startServer } from './server-process';

const DEPLOY_TOKEN = 'events-team-deploy-token-0123456789abcdef';
let database: Awaited<ReturnType<typeof freshDatabase>>;
let a: ServerProcess;
let b: ServerProcess;

before(async () => {
  database = await freshDatabase();
  // Started together on an empty database: one migrates and seeds, the other waits and finds it done.
  // Behind one load balancer (its address trusted, so each visitor's forwarded address counts); a cart may hold 20,
  // so the limit on additions, not the one on tickets, is what stops the hoarding client below.
  const env = { DATABASE_URL: database.url, TRUST_PROXY: '127.0.0.1', CART_MAX_TICKETS: '20', DEPLOY_TOKENS: `mf_events=${DEPLOY_TOKEN}` };
  [a, b] = await Promise.all([startServer(env), startServer(env)]);
});

after(async () => {
  const codes = await Promise.all([a?.stop(), b?.stop()]);
  assert.deepEqual(codes, [0, 0]);
  await database?.drop();
});

test('two instances on one PostgreSQL behave as one site: shared sessions and holds, no oversell, caches cleared across', async () => {
  const onA = new Visitor(a.base);
  await onA.request('GET', '/de/api/events/?page=1');

  // Sessions: logged in through A, recognised by B.
  const login = await onA.request('POST', '/de/login/', { username: 'admin', password: 'admin' });
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

  // Search: B has answered "no hit" (and cached it); an article written through A is found on B within a second.
  const searchOnB = async () => ((await anonymous.request('GET', '/de/api/search/others/?query=Felsenpinguine')).json as { count: number }).count;
  assert.equal(await searchOnB(), 0);
  const article = await onA.request('POST', '/de/pageeditor-api/resources/articles/', {
    title_de: 'Felsenpinguine im Landesmuseum',
    title_en: 'Rockhopper penguins at the state museum',
    date: '2026-05-01',
    category_id: 1,
  });
  assert.equal(article.status, 201, article.text);
  const writtenAt = Date.now();
  let hits = 0;
  while (!hits && Date.now() - writtenAt < 1_000) {
    hits = await searchOnB();
    if (!hits) await new Promise((r) => setTimeout(r, 20));
  }
  assert.equal(hits, 1, 'B finds the article written through A within a second');

  // Rate limits are one limit across both instances, with requests alternating between them as a balancer sends them.
  const alternating = (i: number) => (i % 2 ? a.base : b.base);
  // Cart additions: ten per client a minute. A client's first addition counts for its address (it has no cart yet);
  // the ten after that count for its cart, so the twelfth is refused, though each instance saw only six.
  const hoarder = new Visitor(a.base, '203.0.113.71');
  const plenty = await bookableSeatGroup(hoarder, 12);
  const adds: number[] = [];
  for (let i = 0; i < 12; i++) {
    const add = await hoarder.request('POST', '/de/api/shop-cart/', { quantities: [1], event_jet_id: plenty.jetId, sale_type_ids: [plenty.saleType], seat_group: plenty.group }, alternating(i));
    adds.push(add.status);
  }
  assert.deepEqual(adds, [...Array(11).fill(200), 429]);
  const emptied = await hoarder.request('DELETE', '/de/api/shop-cart/');
  assert.ok(emptied.status < 300, `emptying the cart: ${emptied.status} ${emptied.text}`);

  // Uploads: ten per address in ten minutes, counted together.
  const uploader = new Visitor(a.base, '203.0.113.72');
  await uploader.request('GET', '/de/api/events/?page=1');
  const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200, 32)]);
  const uploads: number[] = [];
  for (let i = 0; i < 11; i++) uploads.push((await uploader.upload(pdf, 'application/pdf', 'plan.pdf', alternating(i))).status);
  assert.deepEqual(uploads, [...Array(10).fill(201), 429]);

  // Logins: after five failures of one (address, user) the next try waits, on whichever instance it lands.
  const guesser = new Visitor(a.base, '203.0.113.73');
  await guesser.request('GET', '/de/login/');
  const logins: number[] = [];
  for (let i = 0; i < 6; i++) logins.push((await guesser.request('POST', '/de/login/', { username: 'editor', password: `guess-${i}` }, alternating(i))).status);
  assert.deepEqual(logins, [400, 400, 400, 400, 400, 429]);
  // The account's own count holds for every address: the real editor elsewhere waits the first back-off (1 s) too.
  const editorElsewhere = new Visitor(b.base, '203.0.113.74');
  await editorElsewhere.request('GET', '/de/login/');
  assert.equal((await editorElsewhere.request('POST', '/de/login/', { username: 'editor', password: 'editor' })).status, 429, 'the account waits');
  await new Promise((r) => setTimeout(r, 1_100));
  assert.equal((await editorElsewhere.request('POST', '/de/login/', { username: 'editor', password: 'editor' })).status, 200, 'then the editor logs in');
  // One guess each from many addresses, alternating between the instances, still adds up to one count per account.
  const spread: number[] = [];
  for (let i = 0; i < 6; i++) {
    const one = new Visitor(a.base, `203.0.113.${80 + i}`);
    await one.request('GET', '/de/login/', undefined, alternating(i));
    spread.push((await one.request('POST', '/de/login/', { username: 'editor', password: `spread-${i}` }, alternating(i))).status);
  }
  assert.deepEqual(spread, [400, 400, 400, 400, 400, 429]);

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
});

test('a remote deployed through one instance is live on both within 2 s, hydrates there cleanly, and rolls back on both', async () => {
  const origin = await candidateOrigin();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    // B keeps its events page (the document cache) from before the deploy.
    assert.equal(await untilPageSays(b.base, LIVE_TEXT, Date.now(), 30_000) !== null, true, 'the live build renders the list');
    const first = origin.publish('two-instances-one');
    const deployedAt = Date.now();
    const deployed = await deployEvents(a.base, DEPLOY_TOKEN, first);
    assert.equal(deployed.status, 200, await deployed.clone().text());
    const [onA, onB] = await Promise.all([a, b].map((server) => untilPageSays(server.base, CANDIDATE_TEXT, deployedAt, 2_000)));
    assert.ok(onA !== null && onB !== null, `the new text in the server HTML of both within 2 s (A ${onA} ms, B ${onB} ms)`);

    // In a browser on B the page hydrates with the build it names: the new text stays, React reports no mismatch.
    const context = await browser.newContext();
    await context.addCookies([{ name: 'cookie_consent', value: encodeURIComponent('{"tracking":false,"media":false}'), url: b.base }]);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && /hydrat|#418|#423|#425|did not match/i.test(message.text())) problems.push(message.text());
    });
    await page.goto(`${b.base}${EVENTS_PAGE}`, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => performance.getEntriesByType('mark').some((mark) => mark.name.startsWith('slot-hydrated:mf_events')), undefined, { timeout: 15_000 });
    // The label is the filter group's accessible name.
    assert.equal(await page.getByRole('group', { name: CANDIDATE_TEXT }).count(), 1, 'the hydrated list carries the new label');
    assert.ok(origin.requests.includes('/mf-events/two-instances-one/remoteEntry.js'), 'the browser loaded the versioned build');
    assert.deepEqual(problems, []);
    await context.close();

    // A second deploy, then a rollback through B: both instances are back on the first within 2 s.
    const second = origin.publish('two-instances-two', 'Programm ansehen');
    assert.equal((await deployEvents(b.base, DEPLOY_TOKEN, second)).status, 200);
    const secondAt = Date.now();
    assert.ok((await Promise.all([a, b].map((server) => untilPageSays(server.base, 'Programm ansehen', secondAt, 2_000)))).every((ms) => ms !== null));
    const rolledBack = await rollbackEvents(b.base, DEPLOY_TOKEN);
    assert.equal(rolledBack.status, 200, await rolledBack.clone().text());
    const rolledAt = Date.now();
    const back = await Promise.all([a, b].map((server) => untilPageSays(server.base, CANDIDATE_TEXT, rolledAt, 2_000)));
    assert.ok(back.every((ms) => ms !== null), `both back on the first deployment within 2 s (${back.join(', ')} ms)`);
  } finally {
    await browser.close();
    await origin.stop();
  }
});
