import assert from 'node:assert/strict';
import http from 'node:http';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { ResponseCache } from '../../lib/response-cache';
import { type TestApp, testApp } from '../../testing/test-app';
import { streamOrShare } from './document-cache';
import { documentEncoding } from './document-encoding';
import zlib from 'node:zlib';
import { ROOT_MARK, splitDocument, streamDocument } from './streamed-document';
import { assertNodeBuild } from '../../testing/node-builds';

const REPO_ROOT = path.resolve(__dirname, '../../../..');

/** A promise and the function that settles it, to let the test decide when a slot is finished. */
function deferred<T>(): { promise: Promise<T>; resolve(value: T): void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** Reads the next value of the generator, or 'waiting' when it has none within a few turns of the event loop. */
async function next(stream: AsyncGenerator<string>): Promise<string | 'waiting' | 'done'> {
  // A step still on its way from the last call is the next value; asking again would queue behind it.
  const step = pendingStep ?? stream.next();
  pendingStep = null;
  const waited = new Promise<'waiting'>((resolve) => setTimeout(() => resolve('waiting'), 20));
  const result = await Promise.race([step, waited]);
  if (result === 'waiting') {
    pendingStep = step;
    return 'waiting';
  }
  return result.done ? 'done' : result.value;
}
let pendingStep: Promise<IteratorResult<string>> | null = null;

/** Everything the stream gives until it waits (or ends): what has left for the browser at this point, in order. */
async function drain(stream: AsyncGenerator<string>): Promise<string> {
  let sent = '';
  for (;;) {
    const value = await next(stream);
    if (value === 'waiting' || value === 'done') return sent;
    sent += value;
  }
}

const TEMPLATE = `<!doctype html><html><head><title>t</title><script defer src="/main.js"></script></head><body><div id="root">${ROOT_MARK}</div><noscript>n</noscript></body></html>`;

test('the head leaves before the render, the chrome before its slots, and the slots in document order', async () => {
  const render = deferred<{ slotCss: string; stateJson: string; segments: Array<string | Promise<string>> } | null>();
  const first = deferred<string>();
  const second = deferred<string>();
  const stream = streamDocument(splitDocument(TEMPLATE), render.promise, (p) => `<style>${p.stateJson}</style>`);

  assert.equal(await drain(stream), '<!doctype html><html><head><title>t</title><script defer src="/main.js"></script>');
  render.resolve({ slotCss: '', stateJson: 'S', segments: ['<header>chrome</header>', first.promise, '<p>between</p>', second.promise, '<footer>f</footer>'] });
  assert.equal(await drain(stream), '<style>S</style></head><body><div id="root"><header>chrome</header>');
  // The second slot finishing first changes nothing: the page goes out in the order it is read.
  second.resolve('<section>two</section>');
  assert.equal(await drain(stream), '');
  first.resolve('<section>one</section>');
  assert.equal(await drain(stream), '<section>one</section><p>between</p><section>two</section><footer>f</footer></div><noscript>n</noscript></body></html>');
  assert.equal(await next(stream), 'done');
});

test('without a render the root stays empty and the rest of the document follows the head', async () => {
  const chunks: string[] = [];
  for await (const chunk of streamDocument(splitDocument(TEMPLATE), Promise.resolve(null), () => 'never')) chunks.push(chunk);
  assert.equal(chunks.join(''), TEMPLATE.replace(ROOT_MARK, ''));
});

test('one render per anonymous page: who starts it streams it, who comes meanwhile gets the finished page', async () => {
  const cache = new ResponseCache({ now: () => new Date() }, 5_000);
  const done = deferred<string | null>();
  let renders = 0;
  const start = () => {
    renders += 1;
    return done.promise;
  };
  const a = streamOrShare(cache, 'k', true, start, (own) => own);
  const b = streamOrShare(cache, 'k', true, start, (own) => own);
  assert.equal(renders, 1);
  assert.ok('own' in a && 'shared' in b);
  done.resolve('page');
  assert.equal(await (b as { shared: Promise<string | null> }).shared, 'page');
  // Not shared (cookies, staff): always its own render.
  assert.ok('own' in streamOrShare(cache, 'k', false, start, (own) => own));
  assert.equal(renders, 2);
});

test('a render that gave nothing is not kept: the next request renders again', async () => {
  const cache = new ResponseCache({ now: () => new Date() }, 5_000);
  const first = streamOrShare(cache, 'k', true, () => Promise.resolve(null), (own) => own);
  assert.ok('own' in first);
  await first.own;
  await new Promise((resolve) => setImmediate(resolve));
  assert.ok('own' in streamOrShare(cache, 'k', true, () => Promise.resolve('page'), (own) => own));
});

let site: TestApp;
let origin: string;
before(async () => {
  assertNodeBuild('shell');
  site = await testApp({ appsRoot: REPO_ROOT, config: { slotBudgetMs: 30_000, documentCacheMs: 0 } });
  await site.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(site.app.server.address() as { port: number }).port}`;
});
after(() => site.close());

/** The answer's body as the socket delivered it, chunk by chunk, and its headers. */
function chunks(url: string, headers: Record<string, string> = {}): Promise<{ status: number; parts: Buffer[]; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const parts: Buffer[] = [];
        response.on('data', (chunk: Buffer) => parts.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, parts, headers: response.headers }));
      })
      .on('error', reject);
  });
}

test('over HTTP the document arrives in parts, head first, and adds up to the whole page with no markers left', async () => {
  const { status, parts: raw, headers } = await chunks(`${origin}/de/veranstaltungen`);
  assert.equal(status, 200);
  assert.equal(headers['content-encoding'], undefined);
  const parts = raw.map((part) => part.toString('utf8'));
  assert.ok(parts.length >= 2, `streamed in ${parts.length} part(s)`);
  assert.match(parts[0]!, /^<!doctype html>/i);
  assert.doesNotMatch(parts[0]!, /<div id="root">/);
  const html = parts.join('');
  assert.match(html, /data-slot="mf_events\/EventList" data-ssr="html"/);
  assert.doesNotMatch(html, /data-ssr-slot|ssr:slot-html|ssr:root/);
  assert.equal(html.match(/data-slot="mf_events\/EventList"/g)?.length, 1);
  assert.match(html, /window\.__SHELL_STATE__=/);
  assert.match(html, /<\/html>\s*$/);
});

test('a HEAD request gets the status and headers of the page, and no body', async () => {
  const answer = await fetch(`${origin}/de/veranstaltungen`, { method: 'HEAD' });
  assert.equal(answer.status, 200);
  assert.match(answer.headers.get('content-type') ?? '', /text\/html/);
  assert.equal(await answer.text(), '');
});

test('Accept-Encoding picks brotli, then gzip, never an encoding refused with q=0', () => {
  assert.equal(documentEncoding('gzip, deflate, br'), 'br');
  assert.equal(documentEncoding('gzip, br;q=0'), 'gzip');
  assert.equal(documentEncoding('deflate'), null);
  assert.equal(documentEncoding(undefined), null);
});

for (const [encoding, decode] of [
  ['br', zlib.brotliDecompressSync],
  ['gzip', zlib.gunzipSync],
] as const) {
  test(`compressed with ${encoding}, the document still leaves in parts, the head first, and decodes to the page`, async () => {
    const { status, parts, headers } = await chunks(`${origin}/de/veranstaltungen`, { 'accept-encoding': encoding });
    assert.equal(status, 200);
    assert.equal(headers['content-encoding'], encoding);
    assert.match(String(headers.vary), /Accept-Encoding/);
    assert.ok(parts.length >= 2, `streamed in ${parts.length} part(s)`);
    const whole = Buffer.concat(parts);
    const html = decode(whole).toString('utf8');
    assert.match(html, /^<!doctype html>/i);
    assert.match(html, /data-slot="mf_events\/EventList" data-ssr="html"/);
    assert.match(html, /<\/html>\s*$/);
    // The first part alone decodes to the head: the compressor let it go without waiting for the rest.
    const head = zlib[encoding === 'br' ? 'brotliDecompressSync' : 'gunzipSync'](parts[0]!, { finishFlush: encoding === 'br' ? zlib.constants.BROTLI_OPERATION_FLUSH : zlib.constants.Z_SYNC_FLUSH }).toString('utf8');
    assert.match(head, /^<!doctype html>/i);
    assert.ok(whole.length * 3 < html.length, `compressed ${whole.length} of ${html.length} bytes`);
  });
}
