import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { inlineStylesheets } from './inline-stylesheets';

test('stylesheet links of built files become inline styles in order, duplicates once; other links stay links', () => {
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
      '<link rel="stylesheet" href="https://cdn.example/d.css">',
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
