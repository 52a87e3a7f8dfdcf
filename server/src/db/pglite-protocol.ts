/** Messages between the PGlite worker and its client (pglite-client.ts). */
export type WorkerRequest =
  | { id: number; op: 'query'; sql: string; params: unknown[]; tx: number | null }
  | { id: number; op: 'exec'; sql: string; tx: number | null }
  | { id: number; op: 'begin' | 'commit' | 'rollback'; tx: number }
  | { id: number; op: 'close' };

export type WorkerResponse =
  | { id: number; ok: true; rows?: unknown[] }
  | { id: number; ok: false; error: SerializedDbError }
  | { id: -1; ready: true }
  | { id: -1; ready: false; error: SerializedDbError };

/** The fields callers look at on a database error (unique violations are `code` 23505, and so on). */
export interface SerializedDbError {
  message: string;
  code?: string;
  detail?: string;
  constraint?: string;
  severity?: string;
}

export function serializeError(error: unknown): SerializedDbError {
  const e = error as Partial<SerializedDbError> & { message?: string };
  return { message: e?.message ?? String(error), code: e?.code, detail: e?.detail, constraint: e?.constraint, severity: e?.severity };
}

export class DbError extends Error {
  readonly code?: string;
  readonly detail?: string;
  readonly constraint?: string;
  readonly severity?: string;
  constructor(e: SerializedDbError) {
    super(e.message);
    this.name = 'DbError';
    this.code = e.code;
    this.detail = e.detail;
    this.constraint = e.constraint;
    this.severity = e.severity;
  }
}
