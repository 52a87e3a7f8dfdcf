import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite } from '../db/pglite';
import type { Db } from '../db/types';
import { getMediaRoot } from '../lib/media-root';

/** Where saved start states live; every test file runs in a process of its own, so they are shared through disk. */
export function snapshotDir(): string {
  return process.env.SITE_TEST_SNAPSHOTS ?? path.join(os.tmpdir(), 'site-test-snapshots');
}

/**
 * An in-memory PGlite in the state `build` produces, from the tarball saved under `key` when there is one: unpacking
 * it takes a fraction of creating a cluster, migrating and seeding. The first caller builds the state and saves it
 * (to a temporary name, then renamed, so a reader never sees half a file; two builders at once both write whole files).
 * `needsMedia`: the seed also writes image files into the media folder, which a tarball does not carry; when that
 * folder is gone (the temp folder was cleaned) the state is built again so the images are too.
 */
export async function pgliteFromSnapshot(key: string, build: (db: Db) => Promise<void>, needsMedia: boolean): Promise<Db> {
  const file = path.join(snapshotDir(), `${key}.tar.gz`);
  if (fs.existsSync(file) && (!needsMedia || fs.existsSync(getMediaRoot()))) {
    try {
      return await openPglite(undefined, { loadDataDir: new Blob([fs.readFileSync(file)]) });
    } catch (error) {
      // An unreadable tarball (a crash while copying it elsewhere, a PGlite that cannot read it) is rebuilt.
      console.error(`[test-db] snapshot ${file} unusable, building it again: ${(error as Error).message}`);
    }
  }
  const db = await openPglite();
  await build(db);
  const tarball = Buffer.from(await (await db.dumpDataDir()).arrayBuffer());
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  fs.writeFileSync(tmp, tarball);
  fs.renameSync(tmp, file);
  return db;
}
