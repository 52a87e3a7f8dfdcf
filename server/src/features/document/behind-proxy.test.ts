import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { type Proxy, nginxBinary, startNginxProxy } from '../../testing/nginx-proxy';
import { type TestApp, testApp } from '../../testing/test-app';

/**
 * The site behind Debian's nginx with the configuration it ships (deploy/nginx/site-cache.conf): pages are kept by
 * the proxy and shared by every visitor, and still a publish shows within the pages' s-maxage, staff pass by the cache,
 * and no visitor gets what belongs to another.
 */
const REPO_ROOT = path.resolve(__dirname, '../../../..');
let site: TestApp;
let proxy: Proxy;

/** A browser's cookie jar over fetch, through the proxy. */
function visitor() {
  const jar = new Map<string, string>();
  const call = async (url: string, init: RequestInit & { headers?: Record<string, string> } = {}) => {
    const headers: Record<string, string> = { ...(init.headers ?? {}) };
    if (jar.size) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    if (init.method && init.method !== 'GET') headers['x-csrftoken'] = jar.get('csrftoken') ?? '';
    const answer = await fetch(`${proxy.origin}${url}`, { ...init, headers, redirect: 'manual' });
    for (const cookie of answer.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const eq = pair!.indexOf('=');
      const value = pair!.slice(eq + 1);
      if (value && !/max-age=0|expires=thu, 01 jan 1970/i.test(cookie)) jar.set(pair!.slice(0, eq), value);
      else jar.delete(pair!.slice(0, eq));
    }
    return answer;
  };
  return {
    jar,
    get: (url: string) => call(url),
    send: async (method: string, url: string, body: unknown) => {
      if (!jar.has('csrftoken')) await call('/api/csrf-token/');
      return call(url, { method, body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
    },
  };
}

before(async () => {
  if (!nginxBinary() && !process.env.CI) return;
  site = await testApp({ appsRoot: REPO_ROOT, config: { slotBudgetMs: 30_000 } });
  await site.app.listen({ port: 0, host: '127.0.0.1' });
  proxy = await startNginxProxy((site.app.server.address() as { port: number }).port);
});
after(async () => {
  await proxy?.stop();
  await site?.close();
});

/** Answered from the proxy's cache: kept and fresh, or kept while the proxy asks the server again. */
const fromCache = (answer: Response) => ['HIT', 'UPDATING', 'STALE', 'REVALIDATED'].includes(answer.headers.get('x-cache-status') ?? '');

const skip = !nginxBinary() && !process.env.CI ? 'nginx is not installed (apt-get install -y nginx); CI installs it' : false;

test('anonymous pages are kept by the proxy and shared whatever the visitor cookies hold', { skip }, async () => {
  const first = await visitor().get('/de/besuch');
  assert.equal(first.status, 200);
  const html = await first.text();
  // The first answer was streamed while it was rendered (that visitor's own); from then on the finished page is shared.
  let again = await visitor().get('/de/besuch');
  for (let i = 0; i < 3 && !fromCache(again); i++) again = await visitor().get('/de/besuch');
  assert.ok(fromCache(again), `kept by the proxy: ${again.headers.get('x-cache-status')}`);
  const returning = visitor();
  returning.jar.set('cookie_consent', encodeURIComponent('{"tracking":true,"media":true}'));
  returning.jar.set('top_alert_dismissed', '1');
  const kept = await returning.get('/de/besuch');
  assert.ok(fromCache(kept), 'a returning visitor gets the kept page too');
  assert.equal(await kept.text(), await again.text());
  assert.match(html, /<title>Besuch/);
  assert.equal(kept.headers.get('set-cookie'), null);
});

test('a visitor never gets another visitor cart, nor a staff page; staff never get a kept page', { skip }, async () => {
  const buyer = visitor();
  const events = (await (await buyer.get('/de/api/events/?page_size=50')).json()) as { results?: Array<{ id: number }> } | Array<{ id: number }>;
  const list = Array.isArray(events) ? events : (events.results ?? []);
  let added = false;
  for (const { id } of list) {
    const event = (await (await buyer.get(`/de/api/events/${id}/`)).json()) as { id_jet?: number; seat_groups?: Array<{ seat_group: string; available: number; prices: Array<{ sale_type_id: number }> }> };
    const group = event.seat_groups?.find((g) => g.available > 2 && g.prices.length);
    if (!group) continue;
    const answer = await buyer.send('POST', '/de/api/shop-cart/', { quantities: [2], event_jet_id: event.id_jet, sale_type_ids: [group.prices[0]!.sale_type_id], seat_group: group.seat_group });
    if (answer.status !== 200) continue;
    added = true;
    break;
  }
  assert.ok(added, 'two tickets went into the buyer cart');
  assert.ok(buyer.jar.has('cart_id'));
  // The browser keeps the count for the header in a cookie of its own; the page must not depend on it.
  buyer.jar.set('cartAmount', '2');
  const page = await buyer.get('/de/besuch');
  const other = await visitor().get('/de/besuch');
  assert.equal(await page.text(), await other.text(), 'the page is the same with and without a cart');
  const cart = (await (await visitor().get('/de/api/shop-cart/')).json()) as { tickets_quantity?: number };
  assert.ok(!cart.tickets_quantity, 'another visitor cart call answers their own (empty) cart');
  assert.equal(((await (await buyer.get('/de/api/shop-cart/')).json()) as { tickets_quantity: number }).tickets_quantity, 2);

  const staff = visitor();
  const login = await staff.send('POST', '/de/login/', { username: 'editor', password: 'editor' });
  assert.ok(login.status < 400, `login through the proxy: ${login.status}`);
  assert.ok(staff.jar.has('sessionid'));
  for (let i = 0; i < 3; i++) {
    const own = await staff.get('/de/besuch');
    assert.equal(own.headers.get('x-cache-status'), 'BYPASS');
    assert.equal(own.headers.get('cache-control'), 'private, no-store');
    // A staff answer is that person's own: it carries a per-answer nonce, which a shared page never does.
    assert.match(await own.text(), /<script nonce="/);
  }
  const after = await visitor().get('/de/besuch');
  assert.doesNotMatch(await after.text(), /<script nonce="/, 'the staff page was not kept for visitors');
});

test('a publish is visible through the proxy within the pages s-maxage and one render', { skip }, async () => {
  const staff = visitor();
  await staff.send('POST', '/de/login/', { username: 'editor', password: 'editor' });
  const page = (await (await staff.get('/de/pageeditor-api/page/besuch')).json()) as { id: number };
  const [headline] = (await (await staff.get(`/de/pageeditor-api/modules/?page=${page.id}&content_type=headline`)).json()) as Array<{ id: number }>;
  assert.ok(headline, 'the page has a headline');
  // The proxy holds the page.
  for (let i = 0; i < 3; i++) await visitor().get('/de/besuch');
  assert.ok(fromCache(await visitor().get('/de/besuch')));
  const text = `Neu veröffentlicht ${Date.now()}`;
  assert.equal((await staff.send('PATCH', `/de/pageeditor-api/modules/${headline.id}/`, { data: { content: text } })).status, 200);
  assert.doesNotMatch(await (await visitor().get('/de/besuch')).text(), new RegExp(text), 'a draft is not published');
  const published = await staff.send('POST', `/de/pageeditor-api/pages/${page.id}/publish/`, { note: 'proxy' });
  assert.equal(published.status, 200);
  const at = performance.now();
  let seen = 0;
  while (performance.now() - at < 5_000) {
    if ((await (await visitor().get('/de/besuch')).text()).includes(text)) {
      seen = performance.now() - at;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  console.log(`publish visible through nginx after ${Math.round(seen)} ms`);
  assert.ok(seen > 0, 'the publish became visible');
  // s-maxage is one second, which nginx counts in whole seconds (a page may stay up to two), then one fresh render
  // (the publish dropped the server's own copy) while the proxy serves the old page to the others.
  assert.ok(seen < 4_000, `visible after ${Math.round(seen)} ms`);
});
