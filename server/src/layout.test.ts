import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

/**
 * Keeps the server's layout the way the README describes it: src/lib never reaches into a feature, each feature
 * registers its routes from `<feature>-routes.ts`, and migrations form one consecutive sequence. Which folders a
 * feature may import, and what comments may point at, is checked for the whole repository by
 * scripts/check-structure.mjs (part of `npm run lint`).
 */
const SERVER = path.resolve(__dirname, '..');
const SRC = path.join(SERVER, 'src');
const FEATURES = path.join(SRC, 'features');

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
