import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { InjectOptions } from 'fastify';
import { type TestApp, testApp } from '../../testing/test-app';

/**
 * A few hundred generated malformed requests across every API endpoint (programme, forms, search, tickets, site and editor):
 * whatever a client sends, the answer is never a 5xx.
 */
const CSRF = 'domain-fuzz-csrf-token-0123456789';
let t: TestApp;

// Deterministic pseudo-random numbers, so a failure can be replayed.
let state = 0x2545f491;
const rand = () => {
  state ^= state << 13;
  state ^= state >>> 17;
  state ^= state << 5;
  return (state >>> 0) / 0x100000000;
};
const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)];

const JUNK = ['', ' ', '-1', '0', '1.5', 'abc', '99999999999999999999', '%00', '%ZZ', '../../etc/passwd', "' OR 1=1 --", '<script>', '😀', 'x'.repeat(3000), 'null', '[]', '{}', 'true', '31-02-2026', '2026-13-45', '\\', '%25', 'NaN', '1e9'];
const LOCALES = ['de', 'en', 'fr', 'DE', ''];
const GET_PATHS = [
  '/api/events/',
  '/api/events/{id}/',
  '/api/teasers/',
  '/api/calendar/',
  '/api/rooms/',
  '/api/exhibition-types/',
  '/api/event-tags/',
  '/api/series/',
  '/api/series/{id}/',
  '/api/genres/',
  '/api/productions/',
  '/api/productions/{id}/',
  '/api/seasons/',
  '/api/production-tags/',
  '/api/venues/',
  '/api/venues/{id}/',
  '/api/persons/',
  '/api/persons/{id}/',
  '/api/person-categories/',
  '/api/articles-teaser/',
  '/api/articles/',
  '/api/articles/{id}/',
  '/api/article-categories/',
  '/api/article-tags/',
  '/api/breaking-news/',
  '/api/opening-hours-today/',
  '/api/forms/{id}/',
  '/api/search/',
  '/api/search/events/',
  '/api/search/others/',
  '/api/search/autocomplete/',
  '/api/shop-cart/',
  '/api/user-details/',
  '/api/agb/',
  '/api/imprint/',
  '/api/privacy-policy/',
  '/pageeditor-api/user',
  '/pageeditor-api/nav',
  '/pageeditor-api/redirect',
  '/pageeditor-api/page/{id}',
  '/pageeditor-api/container/by-slug/{id}',
  '/pageeditor-api/settings',
];
const QUERY_KEYS = ['room', 'type', 'tag', 'series', 'genre', 'date', 'date_to', 'page', 'page_size', 'season', 'exhibition_type', 'category', 'query', 'lang', 'version_id', 'edit'];
const POST_PATHS = ['/api/shop-cart/', '/api/forms-entries/', '/api/temp-files/', '/api/dashboard-error-log/', '/pageeditor-api/page/', '/pageeditor-api/module/'];
const BODIES: Array<() => { payload?: string; contentType?: string }> = [
  () => ({ payload: '{"quantities":', contentType: 'application/json' }),
  () => ({ payload: 'not json', contentType: 'application/json' }),
  () => ({ payload: JSON.stringify(pick([null, 1, 'x', [], [1, 2]])), contentType: 'application/json' }),
  () => ({ payload: JSON.stringify({ quantities: pick([[], [0], [-1], ['1'], [1e9], null]), event_jet_id: pick(JUNK), sale_type_ids: pick([[], [1, 2], ['a'], null]) }), contentType: 'application/json' }),
  () => ({ payload: JSON.stringify({ quantities: [1], event_jet_id: pick([70001, 70002, 1, -5]), sale_type_ids: [pick([1, 2, 3, 99])], seat_group: pick(JUNK), block_id: pick([1, 0, -1, 'x', 700011]) }), contentType: 'application/json' }),
  () => ({ payload: JSON.stringify({ form: pick([1, 2, 0, -1, 'x', 1.5, null]), field_values: pick([{}, null, [], 'x', { email: ['a'] }, { name: { deep: 1 } }, { email: 'x'.repeat(20000) }]) }), contentType: 'application/json' }),
  () => ({ payload: JSON.stringify({ url: pick([...JUNK, 12, null]) }), contentType: 'application/json' }),
  () => ({ payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' }),
  () => ({ payload: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nbroken', contentType: 'multipart/form-data; boundary=x' }),
  () => ({ payload: '--nope', contentType: 'multipart/form-data' }),
  () => ({ payload: 'x'.repeat(2 * 1024 * 1024), contentType: 'application/json' }),
  () => ({ payload: '<xml/>', contentType: 'application/xml' }),
  () => ({}),
];

function randomGet(): InjectOptions {
  const locale = pick(LOCALES);
  const path = pick(GET_PATHS).replace('{id}', encodeURIComponent(pick(JUNK)) || 'x');
  const params = new URLSearchParams();
  const n = Math.floor(rand() * 4);
  for (let i = 0; i < n; i++) params.append(pick(QUERY_KEYS), pick(JUNK));
  const qs = rand() < 0.1 ? '?%E0%A4%A=1&&=' : `?${params.toString()}`;
  return { method: 'GET', url: `${locale ? `/${locale}` : ''}${path}${qs}`, headers: { 'accept-language': pick(['en', 'de', '*', '', 'xx;q=abc']) } };
}

function randomWrite(): InjectOptions {
  const body = pick(BODIES)();
  const withCsrf = rand() < 0.85;
  return {
    method: pick(['POST', 'POST', 'POST', 'PUT', 'PATCH', 'DELETE']),
    url: `/${pick(['de', 'en'])}${pick(POST_PATHS)}${rand() < 0.2 ? `${encodeURIComponent(pick(JUNK))}/` : ''}`,
    payload: body.payload,
    headers: {
      ...(body.contentType ? { 'content-type': body.contentType } : {}),
      ...(withCsrf ? { 'x-csrftoken': CSRF } : {}),
      ...(rand() < 0.2 ? { 'idempotency-key': pick(JUNK) } : {}),
    },
    cookies: { csrftoken: CSRF, ...(rand() < 0.3 ? { cart_id: pick([...JUNK, '00000000-0000-4000-8000-000000000000']) } : {}) },
  };
}

before(async () => {
  t = await testApp({ now: new Date('2026-05-06T10:00:00Z') });
});
after(() => t.close());

describe('fuzz', () => {
  it('answers 400 reasons, never 5xx, to 600 malformed requests', async () => {
    const failures: string[] = [];
    for (let i = 0; i < 600; i++) {
      const request = i % 3 === 2 ? randomWrite() : randomGet();
      const res = await t.app.inject(request);
      if (res.statusCode >= 500) failures.push(`${res.statusCode} ${request.method} ${String(request.url).slice(0, 120)} ${String(request.payload ?? '').slice(0, 80)} → ${res.body.slice(0, 160)}`);
    }
    assert.deepEqual(failures, []);
  });
});
