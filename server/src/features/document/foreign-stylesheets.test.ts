import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, test } from 'node:test';
import { fetchForeignCss, foreignCss } from './foreign-stylesheets';
import { firstPaintStylesheets, inlineStylesheets } from './inline-stylesheets';

/**
 * A remote's stylesheet on another origin: inlined once the server has it, and while it has not arrived (a slow
 * origin) left out of the first paint, never a link that blocks it.
 */
let origin: string;
let server: http.Server;
const delays = new Map<string, number>([['/slow.css', 2_000]]);

before(async () => {
  server = http.createServer((req, res) => {
    const delay = delays.get(req.url ?? '') ?? 0;
    setTimeout(() => res.writeHead(200, { 'content-type': 'text/css' }).end(`.from-${(req.url ?? '').slice(1, -4)}{color:red}`), delay);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
after(() => {
  server.closeAllConnections();
  server.close();
});

test('a foreign sheet that arrives within the budget goes inline, with its address for the remote\'s loader', async () => {
  const href = `${origin}/fast.css`;
  await fetchForeignCss([href], 1_000);
  const link = `<link rel="stylesheet" href="${href}">`;
  assert.equal(inlineStylesheets(link, '/nowhere'), `<style data-href="${href}">.from-fast{color:red}</style>`);
  assert.match(firstPaintStylesheets(link, '/nowhere', '<div class="x"></div>'), /<style data-href="[^"]+fast\.css">\.from-fast/);
});

test('a slow origin costs the page no more than the budget, and its sheet is no blocking link meanwhile', async () => {
  const href = `${origin}/slow.css`;
  const started = performance.now();
  await fetchForeignCss([href], 200);
  assert.ok(performance.now() - started < 1_000, 'the page stopped waiting at the budget');
  assert.equal(foreignCss(href), null);
  const link = `<link rel="stylesheet" href="${href}">`;
  assert.equal(inlineStylesheets(link, '/nowhere'), '', 'a streamed head leaves it to the remote');
  const head = firstPaintStylesheets(link, '/nowhere', '<div></div>');
  assert.doesNotMatch(head.split('<noscript>')[0]!, /<link rel="stylesheet"/, 'no render-blocking link');
  assert.match(head, /<link rel="preload" as="style" href="[^"]+slow\.css"/);
  // It keeps coming in the background and serves the next page.
  await new Promise((resolve) => setTimeout(resolve, 2_200));
  assert.equal(foreignCss(href), '.from-slow{color:red}');
});
