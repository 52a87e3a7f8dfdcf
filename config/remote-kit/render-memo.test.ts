/**
 * @jest-environment node
 */
import { RenderMemo, recordingFetch, refreshedState, renderMinute, type RenderRead } from './render-memo';

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
});
