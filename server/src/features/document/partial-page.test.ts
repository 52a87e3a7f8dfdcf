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
 * than its cap): the page it sends then says so in its head, and it is not kept as if it were whole.
 */
const FAKE_SHELL = `
let renders = 0;
exports.renderShell = async (input) => {
  renders += 1;
  const partial = input.path === '/de/besuch';
  return { segments: ['<main><h1>Seite ' + renders + '</h1></main>'], state: {}, slots: [], passes: partial ? 6 : 2, partial };
};
`;

let site: TestApp;
before(async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'partial-shell-'));
  fs.mkdirSync(path.join(root, 'shell', 'dist', 'server'), { recursive: true });
  fs.copyFileSync(path.join(REPO_ROOT, 'shell', 'dist', 'index.html'), path.join(root, 'shell', 'dist', 'index.html'));
  fs.writeFileSync(path.join(root, 'shell', 'dist', 'server', 'render-shell.js'), FAKE_SHELL);
  site = await testApp({ appsRoot: root });
});
after(() => site.close());

const h1 = (body: string) => /<h1>([^<]*)<\/h1>/.exec(body)?.[1];

test('a page whose render ran out of passes carries the partial mark, and the next visitor after a moment gets a new render', async () => {
  const first = await site.app.inject('/de/besuch');
  assert.equal(first.statusCode, 200);
  assert.ok(first.body.includes(PARTIAL_MARK), 'the partial mark is in the head');
  assert.ok(first.body.indexOf(PARTIAL_MARK) < first.body.indexOf('</head>'));
  // Fresh for a moment only, like a page with a skeleton slot: then the next visitor still gets it at once and starts
  // the render that replaces it (no better, but no worse: newer), well before a whole page's time is over.
  await new Promise((resolve) => setTimeout(resolve, 1_300));
  assert.equal(h1((await site.app.inject('/de/besuch')).body), h1(first.body));
  await new Promise((resolve) => setTimeout(resolve, 50));
  const later = await site.app.inject('/de/besuch');
  assert.notEqual(h1(later.body), h1(first.body));
});

test('a page whose render had all its data carries no mark and is kept', async () => {
  const first = await site.app.inject('/de');
  assert.equal(first.statusCode, 200);
  assert.ok(!first.body.includes(PARTIAL_MARK));
  await new Promise((resolve) => setTimeout(resolve, 1_300));
  assert.equal(h1((await site.app.inject('/de')).body), h1(first.body));
});
