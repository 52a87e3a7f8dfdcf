/** One query layer for PGlite and PostgreSQL: parameterized SQL ($1, $2…) and typed rows. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction (BEGIN … COMMIT, ROLLBACK on throw); `SELECT … FOR UPDATE` locks hold until it ends. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}
