import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { singleProcessParts } from './single-process';
import type { Db, Queryable } from './types';

export interface PgliteDb extends Db {
  /** The whole data folder as a gzipped tarball, to open again with `loadDataDir` (tests start from a saved state). */
  dumpDataDir(): Promise<Blob>;
}

/**
 * PGlite in this process. `dataDir` undefined means in memory (tests); `loadDataDir` starts it from a tarball made by
 * `dumpDataDir` instead of an empty cluster.
 * Extensions are passed on every open: maintenance on a folder opened without them fails, because the catalog refers to
 * their functions.
 */
export async function openPglite(dataDir?: string, options: { loadDataDir?: Blob } = {}): Promise<PgliteDb> {
  const pg = await PGlite.create({ dataDir, extensions: { pg_trgm, unaccent }, loadDataDir: options.loadDataDir });
  const wrap = (q: Pick<PGlite, 'query'>): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await q.query<T>(sql, params as never[]);
      return result.rows;
    },
  });
  return {
    kind: 'pglite',
    ...singleProcessParts({ available: true, lastError: null }),
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    exec: async (sql) => {
      await pg.exec(sql);
    },
    close: () => pg.close(),
    dumpDataDir: () => pg.dumpDataDir('gzip'),
  };
}
