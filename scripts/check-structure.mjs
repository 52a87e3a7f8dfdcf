#!/usr/bin/env node
// Structure rules that neither TypeScript nor eslint sees; part of `npm run lint`, so `npm test` fails on a breach.
//  1. The remotes' host glue exists once, in config/remote-kit/ (decision 033): no remote grows its own copy.
//  2. Comments and docs say their rule in their own words: no pointers to documents outside the repository
//     (numbered sections of outside documents, the pitfalls list, tracker numbers) and no team names.
//  3. A server feature imports only shared server code (server/src/lib, db, http, context.ts) and its own folder.
//  4. Every package a workspace imports is declared in that workspace's package.json (tests, configs and scripts may
//     also use the root's and config/'s development tools), so each app installs and deploys on its own.
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SKIP_DIRS = new Set(['node_modules', 'dist', 'data', 'test-results', 'playwright-report', '.artifacts', '.git']);
const REMOTES = ['mf-content', 'mf-events', 'mf-booking', 'mf-search', 'mf-editor', 'mf-shop'];

function walk(dir, out = []) {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIP_DIRS.has(entry.name) || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else out.push(full);
  }
  return out;
}

const rel = (file) => path.relative(root, file).split(path.sep).join('/');
const lineOf = (text, index) => text.slice(0, index).split('\n').length;
const problems = [];

// 1. Host glue ----------------------------------------------------------------------------------------------------
// What only config/remote-kit (and config/jest/render-slot.tsx) may contain. A remote's standalone harness
// (src/standalone.tsx) registers remotes itself, so it may call the federation runtime directly.
const GLUE_MARKERS = [
  { pattern: /\bnew QueryClient\(/, what: 'a QueryClient of its own (use SlotRoot from site-config/remote-kit/slot-root)' },
  { pattern: /\.createInstance\(/, what: 'an i18next instance of its own (use site-config/remote-kit/i18n)' },
  { pattern: /\binitReactI18next\b/, what: 'initReactI18next (slots use one i18next instance each, decision 033)' },
  { pattern: /\bclass HttpError\b/, what: 'an HttpError of its own (use site-config/remote-kit/http)' },
  { pattern: /\bCSRF_COOKIE\b|csrftoken/, what: 'its own CSRF cookie reading (use site-config/remote-kit/http)' },
  { pattern: /from 'single-spa-react'/, what: 'its own single-spa lifecycles (use mountSlot from site-config/remote-kit/mount-slot)' },
  { pattern: /from 'single-spa-react\/parcel'|\bmountRootParcel\b/, what: 'its own parcel mount (use RemoteSlot from site-config/remote-kit/remote-slot)' },
  { pattern: /\bfunction (?:renderSlot|renderInSlot|mockFetch)\b/, what: 'its own slot test helper (use site-config/jest/render-slot)' },
];
for (const remote of REMOTES) {
  for (const file of walk(path.join(root, remote, 'src'))) {
    // Tests may set the csrftoken cookie or build an i18next instance to check what the glue does with them.
    if (!/\.(ts|tsx)$/.test(file) || /\.test\.tsx?$/.test(file) || file.endsWith(`${path.sep}standalone.tsx`)) continue;
    const text = fs.readFileSync(file, 'utf8');
    for (const { pattern, what } of GLUE_MARKERS) {
      const match = pattern.exec(text);
      if (match) problems.push(`${rel(file)}:${lineOf(text, match.index)}: ${what}`);
    }
  }
  for (const folder of ['src/app', 'src/testing/render-slot.tsx', 'src/lib/http.ts']) {
    if (fs.existsSync(path.join(root, remote, folder))) problems.push(`${remote}/${folder}: a second copy of the host glue (it lives in config/remote-kit/)`);
  }
}

// 2. Comments that point outside the repository ------------------------------------------------------------------
const OUTSIDE_POINTERS = [
  { pattern: /\b(?:spec(?:ification)?'?s? )?sections? \d+/i, what: 'a section number of the specification' },
  { pattern: /§\s*\d/, what: 'a § reference' },
  { pattern: /\bPITFALLS\b/, what: 'PITFALLS' },
  { pattern: /\bissues? #?\d+/i, what: 'an issue number' },
  { pattern: /\bserver-(?:core|domain)\b/, what: 'a team name' },
];

/** The comment text of a source file (line and block comments), with each comment's offset. */
function commentsOf(text, kind) {
  if (kind === 'md') return [{ text, index: 0 }];
  const pattern = kind === 'css' ? /\/\*[\s\S]*?\*\//g : /\/\*[\s\S]*?\*\/|(?<![:'"`\\])\/\/[^\n]*|\{\/\*[\s\S]*?\*\/\}/g;
  return [...text.matchAll(pattern)].map((m) => ({ text: m[0], index: m.index }));
}
const SELF = rel(fileURLToPath(import.meta.url));
for (const file of walk(root)) {
  const name = rel(file);
  if (name === SELF) continue;
  const ext = path.extname(file).slice(1);
  const kind = ext === 'md' || ext === 'sql' ? 'md' : ext === 'css' ? 'css' : ['ts', 'tsx', 'js', 'mjs', 'cjs'].includes(ext) ? 'js' : null;
  if (!kind) continue;
  const text = fs.readFileSync(file, 'utf8');
  for (const comment of commentsOf(text, kind)) {
    for (const { pattern, what } of OUTSIDE_POINTERS) {
      const match = pattern.exec(comment.text);
      if (match) problems.push(`${name}:${lineOf(text, comment.index + match.index)}: names ${what} ("${match[0]}"); say the rule itself, or point to docs/`);
    }
  }
}

// 3. Server feature boundaries -----------------------------------------------------------------------------------
const serverSrc = path.join(root, 'server', 'src');
// context.ts is the application's dependency container (db, caches, config) that every feature receives.
const SHARED_SERVER = ['lib', 'db', 'http', 'context'];
const importPattern = /(?:from\s+|import\s*\(\s*|^import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm;
for (const file of walk(path.join(serverSrc, 'features'))) {
  if (!/\.(ts|tsx|mts)$/.test(file)) continue;
  const feature = path.relative(path.join(serverSrc, 'features'), file).split(path.sep)[0];
  const text = fs.readFileSync(file, 'utf8');
  for (const match of text.matchAll(importPattern)) {
    const target = path.relative(serverSrc, path.resolve(path.dirname(file), match[1])).split(path.sep).join('/');
    const [top, second] = target.split('/');
    if (SHARED_SERVER.includes(top)) continue;
    if (top === 'features' && second === feature) continue;
    // Tests build their app and data through the test helpers and the seed.
    if ((top === 'testing' || top === 'seed') && /\.test\.tsx?$/.test(file)) continue;
    problems.push(`${rel(file)}:${lineOf(text, match.index)}: imports ${target} (a server feature imports server/src/lib, db, http and its own folder only)`);
  }
}

// 4. Dependencies declared where imported -------------------------------------------------------------------------
const readPackage = (dir) => JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
const declared = (pkg) => new Set(Object.keys({ ...pkg.dependencies, ...pkg.devDependencies, ...pkg.peerDependencies, ...pkg.optionalDependencies }));
const rootPackage = readPackage(root);
// The shared build and test configuration (config/) brings webpack, swc and the rest of the toolchain.
const rootTools = new Set([...declared(rootPackage), ...declared(readPackage(path.join(root, 'config')))]);
const BUILTINS = new Set(builtinModules);
const bareImport = /(?:\bfrom\s+|\bimport\s*\(\s*|^import\s+|\brequire(?:\.resolve)?\(\s*)['"]([^'".][^'"]*)['"]/gm;
const packageOf = (specifier) => (specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]);
// Tests, build and test configuration, scripts and the e2e suite run with the root's tools installed.
const TOOLING = /(\.test\.[cm]?[jt]sx?$|\/jest\.[^/]+$|\/jest\/|\/eslint\/|\/webpack\/|\/bin\/|webpack\.config\.|\/testing\/|\/reliability\/|\/scripts\/)/;
for (const workspace of rootPackage.workspaces) {
  const dir = path.join(root, workspace);
  const pkg = readPackage(dir);
  const own = declared(pkg);
  for (const file of walk(dir)) {
    if (!/\.(ts|tsx|mts|cts|js|mjs|cjs)$/.test(file)) continue;
    const text = fs.readFileSync(file, 'utf8');
    // Comments may quote import lines; only code counts.
    const code = text.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' ')).replace(/(^|[^:'"`\\])\/\/[^\n]*/g, '$1');
    for (const match of code.matchAll(bareImport)) {
      // A template or SQL text that happens to follow `from` is no module name.
      if (!/^[@\w][\w@./-]*$/.test(match[1])) continue;
      const name = packageOf(match[1]);
      if (name.startsWith('node:') || BUILTINS.has(name) || name === pkg.name || own.has(name)) continue;
      if (TOOLING.test(`/${rel(file)}`) && rootTools.has(name)) continue;
      problems.push(`${rel(file)}:${lineOf(code, match.index)}: imports ${name}, which ${workspace}/package.json does not declare`);
    }
  }
}

if (problems.length) {
  console.error(`check-structure: ${problems.length} problem(s)\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log('check-structure: host glue once, comments self-contained, server features within bounds, dependencies declared');
