import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { LATER_STYLES_SCRIPT, firstPaintStylesheets, inlineStylesheets } from './inline-stylesheets';

test('stylesheet links of built files become inline styles in order, duplicates once; other links stay links, a sheet from another origin waits for the server to have it', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'inline-css-'));
  fs.mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
  fs.mkdirSync(path.join(root, 'mf-content', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(root, 'shell', 'dist', 'a.css'), 'body{margin:0}');
  fs.writeFileSync(path.join(root, 'mf-content', 'dist', 'b.css'), '.x{color:red}</style><script>');
  fs.writeFileSync(path.join(root, 'mf-content', 'dist', 'c.css'), 'body{margin:0}');
  const links = [
    '<link rel="stylesheet" href="/a.css">',
    '<link rel="stylesheet" href="/remotes/mf-content/b.css">',
    '<link rel="stylesheet" href="/remotes/mf-content/c.css">',
    '<link rel="stylesheet" href="https://cdn.example/d.css">',
    '<link rel="stylesheet" href="/remotes/elsewhere/e.css">',
    '<link rel="stylesheet" href="/missing.css">',
    '<link rel="stylesheet" href="/../secret.css">',
  ].join('\n');
  assert.equal(
    inlineStylesheets(links, root),
    [
      '<style data-href="/a.css">body{margin:0}</style>',
      '<style data-href="/remotes/mf-content/b.css">.x{color:red}<\\/style><script></style>',
      '',
      // Another origin's sheet the server has not fetched: left to the remote's code, never a blocking link.
      '',
      '<link rel="stylesheet" href="/remotes/elsewhere/e.css">',
      '<link rel="stylesheet" href="/missing.css">',
      '<link rel="stylesheet" href="/../secret.css">',
    ].join('\n'),
  );
  // A new build of a file is read again.
  fs.writeFileSync(path.join(root, 'shell', 'dist', 'a.css'), 'body{margin:1px}');
  const later = new Date(Date.now() + 5000);
  fs.utimesSync(path.join(root, 'shell', 'dist', 'a.css'), later, later);
  assert.equal(inlineStylesheets('<link rel="stylesheet" href="/a.css">', root), '<style data-href="/a.css">body{margin:1px}</style>');
});

test('the same links give the same inlined styles; a new build of one of their files shows within a second', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'inline-css-'));
  fs.mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(root, 'shell', 'dist', 'a.css'), 'a{color:red}');
  const links = '<link rel="stylesheet" href="/a.css">\n<link rel="stylesheet" href="/later.css">';
  const first = inlineStylesheets(links, root);
  assert.equal(first, '<style data-href="/a.css">a{color:red}</style>\n<link rel="stylesheet" href="/later.css">');
  assert.equal(inlineStylesheets(links, root), first);
  fs.writeFileSync(path.join(root, 'shell', 'dist', 'a.css'), 'a{color:blue}');
  const later = new Date(Date.now() + 5000);
  fs.utimesSync(path.join(root, 'shell', 'dist', 'a.css'), later, later);
  fs.writeFileSync(path.join(root, 'shell', 'dist', 'later.css'), 'b{color:green}');
  await new Promise((resolve) => setTimeout(resolve, 1100));
  assert.equal(inlineStylesheets(links, root), '<style data-href="/a.css">a{color:blue}</style>\n<style data-href="/later.css">b{color:green}</style>');
});

test('for the first paint only the rules the markup uses go inline; a partly used sheet follows as a low-priority preload, a wholly used one stays whole, an unused one is left to its loader', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'first-paint-css-'));
  fs.mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
  fs.mkdirSync(path.join(root, 'mf-events', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(root, 'shell', 'dist', 'shell.css'), ':root{--c:red}.head{color:var(--c)}.menu-open{display:block}@media (min-width:48em){.head{margin:0}.menu-open{top:0}}');
  fs.writeFileSync(path.join(root, 'shell', 'dist', 'small.css'), '.foot{margin:0}');
  fs.writeFileSync(path.join(root, 'shell', 'dist', 'dialog.css'), '.dialog{position:fixed}');
  fs.writeFileSync(path.join(root, 'mf-events', 'dist', 'list.css'), '.card{padding:1rem}.card:hover{color:red}.empty{color:gray}</style>');
  const links = ['/shell.css', '/small.css', '/dialog.css', '/remotes/mf-events/list.css', 'https://cdn.example/x.css'].map((href) => `<link rel="stylesheet" href="${href}">`).join('\n');
  const html = '<html><body><header class="head"></header><main><ul><li class="card">a</li></ul></main><footer class="foot"></footer></body></html>';
  const later = ['/shell.css', '/remotes/mf-events/list.css', 'https://cdn.example/x.css'];
  assert.equal(
    firstPaintStylesheets(links, root, html, ' nonce="n"'),
    [
      '<style data-first-paint="/shell.css">:root{--c:red}.head{color:var(--c)}@media (min-width:48em){.head{margin:0}}</style>',
      '<style data-href="/small.css">.foot{margin:0}</style>',
      '',
      '<style data-first-paint="/remotes/mf-events/list.css">.card{padding:1rem}.card:hover{color:red}<\\/style></style>',
      '',
      ...later.map((href) => `<link rel="preload" as="style" href="${href}" fetchpriority="low" data-later-style>`),
      `<script nonce="n">${LATER_STYLES_SCRIPT}</script>`,
      `<noscript>${later.map((href) => `<link rel="stylesheet" href="${href}">`).join('')}</noscript>`,
    ].join('\n'),
  );
  // A page that uses every rule of every sheet gets them whole and nothing later.
  const everything = '<p class="head menu-open foot dialog card empty"></p>';
  const ours = links.replace(/\n<link[^>]+cdn\.example[^>]+>/, '');
  assert.ok(!firstPaintStylesheets(ours, root, everything).includes('<script'));
});

test('the later-styles script turns each marked preload into a stylesheet once it has loaded, and every one with the page load at the latest', () => {
  const listeners: Record<string, () => void> = {};
  const link = (name: string) => ({ name, rel: 'preload', addEventListener: (type: string, on: () => void) => (listeners[`${name}:${type}`] = on) });
  const links = [link('a'), link('b')];
  const document = { querySelectorAll: (selector: string) => (selector === 'link[data-later-style]' ? links : []) };
  const addEventListener = (type: string, on: () => void) => (listeners[`window:${type}`] = on);
  new Function('document', 'addEventListener', LATER_STYLES_SCRIPT)(document, addEventListener);
  listeners['b:load']!();
  assert.deepEqual(links.map((l) => l.rel), ['preload', 'stylesheet']);
  listeners['window:load']!();
  assert.deepEqual(links.map((l) => l.rel), ['stylesheet', 'stylesheet']);
});
