/** One query layer for PGlite and PostgreSQL: parameterized SQL ($1, $2…) and typed rows. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

/** Whether the database can be reached right now; false while it is unreachable and reconnects are being tried. */
export interface DbHealth {
  readonly available: boolean;
  /** Why the last attempt failed, for logs and the readiness answer. */
  readonly lastError: string | null;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  readonly health: DbHealth;
  /** Runs `fn` in one transaction (BEGIN … COMMIT, ROLLBACK on throw); `SELECT … FOR UPDATE` locks hold until it ends. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * Tells the other server processes on the same database (PostgreSQL NOTIFY). PGlite is opened by one process only,
   * so there is nobody to tell and this does nothing.
   */
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Calls `onMessage` with every notification other processes send on `channel`. A lost connection is re-opened
   * with backoff; `onReconnect` runs after that, since messages sent meanwhile are lost. Resolves to a stop function.
   */
  listen(channel: string, onMessage: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>>;
  /** Runs `fn` while holding a lock that only one process at a time gets (seeding when several instances start). */
  exclusive<T>(key: number, fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
