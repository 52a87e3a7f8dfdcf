import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

/**
 * Keeps the server's layout the way the README describes it: features share code only through src/lib (never
 * through another feature's folder), each feature registers its routes from `<feature>-routes.ts`, migrations form
 * one consecutive sequence, and comments state their rule instead of pointing at documents outside the repository.
 */
const SERVER = path.resolve(__dirname, '..');
const SRC = path.join(SERVER, 'src');
const FEATURES = path.join(SRC, 'features');
const SHARED_ROOTS = ['lib', 'db', 'http', 'context.ts'].map((p) => path.join(SRC, p));

function filesUnder(dir: string, ext: RegExp): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(full, ext);
    return ext.test(entry.name) ? [full] : [];
  });
}

function relativeImports(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  return [...source.matchAll(/(?:from |import\()\s*'(\.{1,2}\/[^']+)'/g)].map((m) => path.resolve(path.dirname(file), m[1]));
}

test('a feature imports only src/lib, src/db, src/http, src/context and its own folder', () => {
  const offending: string[] = [];
  for (const feature of fs.readdirSync(FEATURES)) {
    const own = path.join(FEATURES, feature);
    for (const file of filesUnder(own, /\.ts$/)) {
      if (file.endsWith('.test.ts')) continue;
      for (const target of relativeImports(file)) {
        const allowed = target.startsWith(own + path.sep) || SHARED_ROOTS.some((root) => target === root.replace(/\.ts$/, '') || target.startsWith(root + path.sep));
        if (!allowed) offending.push(`${path.relative(SERVER, file)} imports ${path.relative(SERVER, target)}`);
      }
    }
  }
  assert.deepEqual(offending, []);
});

test('src/lib imports no feature', () => {
  const offending = filesUnder(path.join(SRC, 'lib'), /\.ts$/)
    .filter((file) => !file.endsWith('.test.ts'))
    .flatMap((file) => relativeImports(file).filter((t) => t.startsWith(FEATURES + path.sep)).map((t) => `${path.relative(SERVER, file)} imports ${path.relative(SERVER, t)}`));
  assert.deepEqual(offending, []);
});

test('every feature registers its routes from <feature>-routes.ts, and no other file is named like a route file', () => {
  const problems: string[] = [];
  for (const feature of fs.readdirSync(FEATURES)) {
    const files = filesUnder(path.join(FEATURES, feature), /\.ts$/).map((f) => path.relative(path.join(FEATURES, feature), f));
    if (!files.includes(`${feature}-routes.ts`)) problems.push(`${feature}: no ${feature}-routes.ts`);
    for (const file of files) if (/routes\.ts$/.test(file) && file !== `${feature}-routes.ts`) problems.push(`${feature}: ${file}`);
  }
  assert.deepEqual(problems, []);
});

test('migrations are numbered 001, 002, … without gaps or duplicates', () => {
  const numbers = fs
    .readdirSync(path.join(SERVER, 'migrations'))
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => f.slice(0, 3));
  assert.deepEqual(numbers, numbers.map((_, i) => String(i + 1).padStart(3, '0')));
});

test('comments name their rule, not a section, an issue, PITFALLS or a team', () => {
  const pattern = /\bsections? \d|§|\bPITFALLS\b|\bissues? #?\d|\bserver-(core|domain)\b/i;
  const offending = [...filesUnder(SRC, /\.ts$/), ...filesUnder(path.join(SERVER, 'scripts'), /\.(ts|mjs)$/), ...filesUnder(path.join(SERVER, 'migrations'), /\.sql$/), path.join(SERVER, 'README.md')]
    .filter((file) => file !== __filename)
    .flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => ({ line, at: `${path.relative(SERVER, file)}:${i + 1}` }))
        .filter(({ line }) => pattern.test(line))
        .map(({ at, line }) => `${at}: ${line.trim()}`),
    );
  assert.deepEqual(offending, []);
});
