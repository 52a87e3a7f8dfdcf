/**
 * @jest-environment node
 */
import { RENDER_READ_HEADER } from 'shared-contracts/server-render';
import { RenderMemo, recordingFetch, refreshedState, renderMinute, stateJsonAt, type RenderRead } from './render-memo';
import { scriptJson } from 'shared-contracts/server-render';

/** An API whose answers the test sets, counting the reads. */
function api(answers: Record<string, string>) {
  const asked: string[] = [];
  const fetch = async (url: string, init?: RequestInit) => {
    asked.push(`${init?.method ?? 'GET'} ${url}`);
    return url in answers ? new Response(answers[url], { status: 200 }) : new Response('{"detail":"not found"}', { status: 404 });
  };
  return { fetch, asked };
}

test('a kept render is reused while every read answers the same, and not once one answer differs', async () => {
  const answers = { '/a': '{"n":1}', '/b': '[]' };
  const { fetch } = api(answers);
  const reads: RenderRead[] = [];
  const recording = recordingFetch(fetch, reads, () => undefined);
  expect(await (await recording('/a')).json()).toEqual({ n: 1 });
  expect((await recording('/missing')).status).toBe(404);
  const memo = new RenderMemo<string>();
  memo.keep('k', reads, '<p>1</p>');
  expect(await memo.reuse('k', fetch)).toBe('<p>1</p>');
  expect(await memo.reuse('other', fetch)).toBeUndefined();
  answers['/a'] = '{"n":2}';
  expect(await memo.reuse('k', fetch)).toBeUndefined();
});

test('a render that wrote or whose read failed is spoiled, so it is never kept', async () => {
  let spoiled = 0;
  const failing = async (url: string) => (url === '/down' ? Promise.reject(new Error('offline')) : new Response('oops', { status: 503 }));
  const recording = recordingFetch(failing, [], () => (spoiled += 1));
  await expect(recording('/down')).rejects.toThrow('offline');
  await recording('/busy');
  const writes = recordingFetch(api({}).fetch, [], () => (spoiled += 1));
  await writes('/cart', { method: 'POST' });
  expect(spoiled).toBe(3);
});

test('the memo is bounded: past its limit the least recently used render goes', async () => {
  const { fetch } = api({});
  const memo = new RenderMemo<number>(2);
  memo.keep('one', [], 1);
  memo.keep('two', [], 2);
  expect(await memo.reuse('one', fetch)).toBe(1);
  memo.keep('three', [], 3);
  expect(memo.size).toBe(2);
  expect(await memo.reuse('two', fetch)).toBeUndefined();
  expect(await memo.reuse('one', fetch)).toBe(1);
  expect(await memo.reuse('three', fetch)).toBe(3);
});

test('the memo is bounded by the text it holds too: a large render pushes out the oldest, one too large is not kept', async () => {
  const { fetch } = api({ '/a': 'x'.repeat(398) });
  const memo = new RenderMemo<string>(100, 1_000);
  memo.keep('a', [{ url: '/a', status: 200, body: 'x'.repeat(398) }], 'A', 100);
  memo.keep('b', [], 'B', 400);
  memo.keep('c', [], 'C', 400);
  expect(memo.size).toBe(2);
  expect(await memo.reuse('a', fetch)).toBeUndefined();
  memo.keep('huge', [], 'H', 2_000);
  expect(await memo.reuse('huge', fetch)).toBeUndefined();
  expect(await memo.reuse('c', fetch)).toBe('C');
});

test('the key\'s clock is the minute, and a reused state carries the time of its reuse', () => {
  expect(renderMinute(Date.UTC(2026, 5, 1, 12, 0, 0))).toBe(renderMinute(Date.UTC(2026, 5, 1, 12, 0, 59, 999)));
  expect(renderMinute(Date.UTC(2026, 5, 1, 12, 1, 0))).not.toBe(renderMinute(Date.UTC(2026, 5, 1, 12, 0, 59, 999)));
  const state = { mutations: [], queries: [{ queryHash: '["a"]', dehydratedAt: 1, state: { data: { n: 1 }, dataUpdatedAt: 1 } }] };
  const refreshed = refreshedState(state, 500);
  expect(refreshed.queries[0]).toEqual({ queryHash: '["a"]', dehydratedAt: 500, state: { data: { n: 1 }, dataUpdatedAt: 500 } });
  expect(state.queries[0].state.dataUpdatedAt).toBe(1);
  // A key after the queries stays after them: a reuse's JSON is the render's, byte for byte, but for the times.
  const withClock = { ...state, renderedAt: 60_000 };
  expect(JSON.stringify(refreshedState(withClock, 1))).toBe(JSON.stringify(withClock));
});

/**
 * A host that names its kept answers as page-render's in-process fetch does: a name per answer, a 304 when asked by
 * the name of the answer it would give now. `bodyReads` counts the answers whose body was taken.
 */
function namingHost(answers: Record<string, { name: string; body: string }>) {
  let bodyReads = 0;
  const fetch = async (url: string, init?: RequestInit) => {
    const answer = answers[url]!;
    const asked = new Headers(init?.headers).get(RENDER_READ_HEADER);
    if (asked === answer.name) return new Response(null, { status: 304, headers: { [RENDER_READ_HEADER]: answer.name } });
    const response = new Response(answer.body, { status: 200, headers: { [RENDER_READ_HEADER]: answer.name } });
    const text = response.text.bind(response);
    response.text = () => ((bodyReads += 1), text());
    return response;
  };
  return { fetch, bodyReads: () => bodyReads };
}

test('a named read is checked by its name; a new name is compared once and then asked by; other bytes are a miss', async () => {
  const answers = { '/a': { name: '1', body: '{"n":1}' } };
  const host = namingHost(answers);
  const reads: RenderRead[] = [];
  await (await recordingFetch(host.fetch, reads, () => undefined)('/a')).text();
  expect(reads).toEqual([{ url: '/a', status: 200, body: '{"n":1}', version: '1' }]);
  const memo = new RenderMemo<string>();
  memo.keep('k', reads, 'page');
  const before = host.bodyReads();
  expect(await memo.reuse('k', host.fetch)).toBe('page');
  expect(host.bodyReads()).toBe(before);

  answers['/a'] = { name: '2', body: '{"n":1}' };
  expect(await memo.reuse('k', host.fetch)).toBe('page');
  expect(host.bodyReads()).toBe(before + 1);
  expect(await memo.reuse('k', host.fetch)).toBe('page');
  expect(host.bodyReads()).toBe(before + 1);

  answers['/a'] = { name: '3', body: '{"n":2}' };
  expect(await memo.reuse('k', host.fetch)).toBeUndefined();
});

test('a 304 under another name than the kept one is not taken for the same answer', async () => {
  const reads: RenderRead[] = [{ url: '/a', status: 200, body: 'x', version: '1' }];
  const memo = new RenderMemo<string>();
  memo.keep('k', reads, 'page');
  const elsewhere = async () => new Response(null, { status: 304, headers: { [RENDER_READ_HEADER]: '9' } });
  expect(await memo.reuse('k', elsewhere)).toBeUndefined();
});

test('a state serialised once gives the JSON of the state refreshed at any time, script-safe, whatever the data holds', () => {
  const state = {
    mutations: [],
    queries: [
      { queryHash: '["a"]', dehydratedAt: 1, state: { data: { title: '</script> "render-time-" \u2028', at: 1 }, dataUpdatedAt: 1 } },
      { queryHash: '["b"]', state: { data: [1, 2], dataUpdatedAt: 7 } },
    ],
  };
  const json = stateJsonAt((now) => ({ page: refreshedState(state, now), renderedAt: 5 }));
  for (const now of [0, 1_700_000_000_123, 42]) expect(json(now)).toBe(scriptJson({ page: refreshedState(state, now), renderedAt: 5 }));
  expect(json(3)).not.toContain('</script>');
});
