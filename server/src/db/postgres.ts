import pg from 'pg';
import type { Db, Queryable } from './types';

// Dates and numerics come back as strings, exactly as PGlite returns them, so both drivers answer alike.
pg.types.setTypeParser(1184, (v) => v); // timestamptz
pg.types.setTypeParser(1114, (v) => v); // timestamp
pg.types.setTypeParser(1082, (v) => v); // date

export async function openPostgres(connectionString: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  const wrap = (c: Pick<pg.Pool, 'query'>): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await c.query(sql, params);
      return result.rows as T[];
    },
  });
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
    close: () => pool.end(),
  };
}
