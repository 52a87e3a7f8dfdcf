import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { type TestApp, testApp } from '../../testing/test-app';
import { PARTIAL_MARK } from './streamed-document';

const REPO_ROOT = path.resolve(__dirname, '../../../..');

/**
 * A shell build whose render says whether it ran out of passes (the real shell does when its chain of data is deeper
 * than its cap): the page it sends then says so in its head, and it is not kept as if it were whole. It is a federation
 * container as the real shell's Node build is (`init` and `get` of the exposed render), served where the server looks.
 */
const FAKE_SHELL = `
let renders = 0;
const exposed = {
  renderShell: async (input) => {
    renders += 1;
    const partial = input.path === '/de/besuch';
    return { segments: ['<main><h1>Seite ' + renders + '</h1></main>'], state: {}, slots: [], passes: partial ? 6 : 2, partial };
  },
};
module.exports = { init: async () => undefined, get: async () => () => exposed };
`;
const FAKE_MANIFEST = { id: 'shell', name: 'shell', metaData: { name: 'shell', publicPath: '', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'commonjs-module' } } };

let site: TestApp;
let origin: string;
before(async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'partial-shell-'));
  const server = path.join(root, 'shell', 'dist', 'server');
  fs.mkdirSync(server, { recursive: true });
  fs.copyFileSync(path.join(REPO_ROOT, 'shell', 'dist', 'index.html'), path.join(root, 'shell', 'dist', 'index.html'));
  fs.writeFileSync(path.join(server, 'remoteEntry.js'), FAKE_SHELL);
  fs.writeFileSync(path.join(server, 'mf-manifest.json'), JSON.stringify(FAKE_MANIFEST));
  site = await testApp({ appsRoot: root });
  await site.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(site.app.server.address() as { port: number }).port}`;
});
after(() => site.close());

const body = async (pathname: string) => (await fetch(`${origin}${pathname}`)).text();
const h1 = (body: string) => /<h1>([^<]*)<\/h1>/.exec(body)?.[1];

test('a page whose render ran out of passes carries the partial mark, and the next visitor after a moment gets a new render', async () => {
  const first = await fetch(`${origin}/de/besuch`);
  assert.equal(first.status, 200);
  const firstBody = await first.text();
  assert.ok(firstBody.includes(PARTIAL_MARK), 'the partial mark is in the head');
  assert.ok(firstBody.indexOf(PARTIAL_MARK) < firstBody.indexOf('</head>'));
  // Fresh for a moment only, like a page with a skeleton slot: then the next visitor still gets it at once and starts
  // the render that replaces it (no better, but no worse: newer), well before a whole page's time is over.
  await new Promise((resolve) => setTimeout(resolve, 1_300));
  assert.equal(h1(await body('/de/besuch')), h1(firstBody));
  await new Promise((resolve) => setTimeout(resolve, 50));
  assert.notEqual(h1(await body('/de/besuch')), h1(firstBody));
});

test('a page whose render had all its data carries no mark and is kept', async () => {
  const first = await fetch(`${origin}/de`);
  assert.equal(first.status, 200);
  const firstBody = await first.text();
  assert.ok(!firstBody.includes(PARTIAL_MARK));
  await new Promise((resolve) => setTimeout(resolve, 1_300));
  assert.equal(h1(await body('/de')), h1(firstBody));
});
