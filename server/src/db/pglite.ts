import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { singleProcessParts } from './single-process';
import type { Db, Queryable } from './types';

/**
 * PGlite in this process. `dataDir` undefined means in memory (tests).
 * Extensions are passed on every open: maintenance on a folder opened without them fails, because the catalog refers to
 * their functions.
 */
export async function openPglite(dataDir?: string): Promise<Db> {
  const pg = await PGlite.create({ dataDir, extensions: { pg_trgm, unaccent } });
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
  };
}
