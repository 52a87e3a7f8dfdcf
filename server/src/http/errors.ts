/** A client-facing error: status, a message naming the field, optional per-field errors. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (field: string, message: string, extra: Record<string, unknown> = {}) =>
  new HttpError(400, `${field}: ${message}`, field, extra);
export const notFound = (what = 'resource') => new HttpError(404, `${what} not found`);
export const unauthorized = () => new HttpError(401, 'authentication required');
export const forbidden = (message = 'forbidden') => new HttpError(403, message);
