import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../db/migrate';
import { berlinDay } from '../lib/berlin-time';

const SERVER_SRC = path.join(__dirname, '..');
const CONTRACTS_SRC = path.join(__dirname, '../../../shared-contracts/src');

/** The database state a test starts from: only migrated, or migrated and seeded by a clock standing at `now`. */
export type StartState = { seed: false } | { seed: true; now: Date; nowGiven: boolean };

let codeHash: string | undefined;

/**
 * Names a saved start state. The seed reaches into much of the server (page snapshots, search index, passwords), so
 * rather than trace its imports the key covers all server and contract source outside tests plus the migrations:
 * editing any of them costs one rebuild, never a stale database. A test's own edits change nothing.
 * A seed run by a given `now` is keyed by that instant, since published-at and seeded-at stamps take it exactly;
 * tests that take the real time share the snapshot of their Berlin day, because every seeded date is computed from
 * that day.
 */
export function snapshotKey(state: StartState): string {
  codeHash ??= hashCode();
  const variant = !state.seed ? 'migrated' : state.nowGiven ? `seeded-at-${state.now.toISOString()}` : `seeded-on-${berlinDay(state.now)}`;
  return createHash('sha256').update(codeHash).update(variant).digest('hex').slice(0, 24);
}

function hashCode(): string {
  const hash = createHash('sha256');
  hash.update(`pglite ${pgliteVersion()}\n`);
  for (const root of [MIGRATIONS_DIR, SERVER_SRC, CONTRACTS_SRC]) {
    for (const file of sourceFiles(root)) {
      hash.update(`${path.relative(root, file)}\n`);
      hash.update(fs.readFileSync(file));
    }
  }
  return hash.digest('hex');
}

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && !/\.test\.tsx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/** A different PGlite may not read an older one's data folder: its version is part of the key. */
function pgliteVersion(): string {
  let dir = path.dirname(require.resolve('@electric-sql/pglite'));
  while (!fs.existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version?: string }).version ?? '';
}
