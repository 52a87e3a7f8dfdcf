import pg from 'pg';
import type { Db, DbHealth, Queryable } from './types';
import { DatabaseUnavailableError, isConnectionError, isSafeToRetry } from './unavailable';

// Dates and numerics come back as strings, exactly as PGlite returns them, so both drivers answer alike.
pg.types.setTypeParser(1184, (v) => v); // timestamptz
pg.types.setTypeParser(1114, (v) => v); // timestamp
pg.types.setTypeParser(1082, (v) => v); // date

const FIRST_RETRY_MS = 100;
const MAX_RETRY_MS = 5_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

export interface PostgresOptions {
  /** Where connection trouble is reported (once per outage, and when it is over). */
  log?: (message: string) => void;
  /** Pool size of this process. Several instances share the server's max_connections. */
  max?: number;
}

/**
 * PostgreSQL through a `pg.Pool`. A dropped connection never ends the process: pool and client errors are caught,
 * the failing request answers 503 (a statement that certainly did not run is sent once more first), and a probe
 * reconnects with backoff; until it succeeds `health.available` is false, which lets requests fail fast.
 */
export async function openPostgres(connectionString: string, options: PostgresOptions = {}): Promise<Db> {
  const log = options.log ?? ((message: string) => console.error(`[db] ${message}`));
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10, connectionTimeoutMillis: 5_000, idleTimeoutMillis: 30_000 });
  const health: { available: boolean; lastError: string | null } = { available: true, lastError: null };
  let closed = false;
  let probing: Promise<void> | null = null;

  // An idle client whose connection dies (pg_terminate_backend, a PostgreSQL restart) is reported here. Without a
  // listener Node treats the event as an uncaught error and stops the process. The pool has already dropped it.
  pool.on('error', (error) => {
    log(`idle connection lost: ${error.message}`);
    checkConnection();
  });

  /** Probes with backoff until the database answers; marks it unavailable meanwhile. */
  function checkConnection(): void {
    if (probing || closed) return;
    probing = (async () => {
      let delay = FIRST_RETRY_MS;
      for (;;) {
        if (closed) return;
        try {
          await pool.query('SELECT 1');
          if (!health.available) log('database reachable again');
          health.available = true;
          health.lastError = null;
          return;
        } catch (error) {
          if (health.available) log(`database unreachable, retrying with backoff: ${(error as Error).message}`);
          health.available = false;
          health.lastError = (error as Error).message;
          await sleep(delay);
          delay = Math.min(delay * 2, MAX_RETRY_MS);
        }
      }
    })().finally(() => {
      probing = null;
    });
  }

  const fail = (error: unknown): never => {
    if (!isConnectionError(error)) throw error;
    checkConnection();
    throw new DatabaseUnavailableError(error);
  };

  const wrap = (c: Pick<pg.Pool, 'query'>): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await c.query(sql, params);
      return result.rows as T[];
    },
  });

  const db: Db = {
    kind: 'postgres',
    health: health as DbHealth,
    async query<T>(sql: string, params: unknown[] = []) {
      try {
        return (await pool.query(sql, params)).rows as T[];
      } catch (error) {
        if (!isSafeToRetry(error)) return fail(error);
        try {
          return (await pool.query(sql, params)).rows as T[];
        } catch (again) {
          return fail(again);
        }
      }
    },
    async transaction(fn) {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        return fail(error);
      }
      // A checked-out client whose connection dies emits 'error' too; the running statement rejects on its own.
      const onError = (error: Error) => log(`connection lost inside a transaction: ${error.message}`);
      client.on('error', onError);
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        if (isConnectionError(error)) broken = error as Error;
        else await client.query('ROLLBACK').catch((e: Error) => (broken = e));
        return fail(error);
      } finally {
        client.off('error', onError);
        // A broken client is destroyed instead of going back to the pool.
        client.release(broken);
      }
    },
    exec: async (sql) => {
      try {
        await pool.query(sql);
      } catch (error) {
        fail(error);
      }
    },
    async notify(channel, payload) {
      await db.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async listen(channel, onMessage, onReconnect) {
      if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`listen: invalid channel name ${channel}`);
      let stopped = false;
      let client: pg.Client | null = null;
      const connect = async (first: boolean): Promise<void> => {
        let delay = FIRST_RETRY_MS;
        while (!stopped && !closed) {
          const c = new pg.Client({ connectionString });
          c.on('error', (error) => log(`notification connection lost: ${error.message}`));
          try {
            await c.connect();
            await c.query(`LISTEN ${channel}`);
          } catch (error) {
            await c.end().catch(() => undefined);
            if (first) throw error;
            await sleep(delay);
            delay = Math.min(delay * 2, MAX_RETRY_MS);
            continue;
          }
          client = c;
          c.on('notification', (n) => {
            if (n.channel === channel) onMessage(n.payload ?? '');
          });
          c.once('end', () => {
            client = null;
            if (stopped || closed) return;
            void connect(false).then(() => onReconnect?.());
          });
          return;
        }
      };
      await connect(true);
      return async () => {
        stopped = true;
        await client?.end().catch(() => undefined);
      };
    },
    async exclusive(key, fn) {
      // A session-level advisory lock on a connection of its own, held while `fn` uses the pool for its work.
      const client = await pool.connect().catch(fail);
      client.on('error', () => undefined);
      try {
        await client.query('SELECT pg_advisory_lock($1)', [key]);
        try {
          return await fn();
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => undefined);
        }
      } finally {
        client.release();
      }
    },
    close: async () => {
      closed = true;
      await pool.end();
    },
  };
  return db;
}
