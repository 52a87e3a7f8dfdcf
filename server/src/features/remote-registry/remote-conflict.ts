import type { RemoteConflictCode } from 'shared-contracts/remote-registry';
import { HttpError } from '../../http/errors';

/** A 409 of the deploy API, with the code a pipeline branches on (retry later, fix the build, nothing to roll back to). */
export function remoteConflict(code: RemoteConflictCode, field: string, message: string, extra: Record<string, unknown> = {}): HttpError {
  return new HttpError(409, message, field, { code, ...extra });
}
