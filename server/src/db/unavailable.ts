/**
 * The database cannot be reached (refused, dropped or terminated connection, PostgreSQL restarting). Requests that
 * meet it answer 503 with a message saying so; it is never the client's mistake and never a reason to stop the process.
 */
export class DatabaseUnavailableError extends Error {
  readonly status = 503;
  constructor(cause: unknown) {
    super(`database unavailable: ${(cause as Error)?.message ?? String(cause)}`);
    this.name = 'DatabaseUnavailableError';
  }
}

// Network failures; the server ended the backend (57P0x); no connection possible: database gone (3D000), login
// refused (28000, 28P01), too many connections (53300).
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'EAI_AGAIN', '57P01', '57P02', '57P03', '3D000', '28000', '28P01', '53300']);
const CONNECTION_MESSAGES = /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed|Connection ended|the database system is (starting up|shutting down)/i;

/** True for errors that say the connection failed, as opposed to errors about the SQL or the data. */
export function isConnectionError(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  const e = error as { code?: unknown; message?: unknown } | null;
  if (!e) return false;
  if (typeof e.code === 'string' && (CONNECTION_CODES.has(e.code) || e.code.startsWith('08'))) return true;
  return typeof e.message === 'string' && CONNECTION_MESSAGES.test(e.message);
}

/**
 * Errors after which the statement certainly did not take effect, so sending it once more on a fresh connection is
 * safe: the server terminated the backend (its transaction is rolled back) or the connection was never made.
 */
export function isSafeToRetry(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '57P01' || code === '57P02' || code === '57P03' || code === 'ECONNREFUSED' || /timeout exceeded when trying to connect/i.test(String((error as Error)?.message));
}
