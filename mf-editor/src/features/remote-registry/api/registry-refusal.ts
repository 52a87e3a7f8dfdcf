import type { ApiError } from 'shared-contracts/entities';
import type { RemoteConflictCode } from 'shared-contracts/remote-registry';
import { HttpError } from 'site-config/remote-kit/http';

/** Why the registry refused a deploy or a rollback, as far as the answer tells. */
export interface RegistryRefusal {
  /** The 409's code; null for any other refusal. */
  code: RemoteConflictCode | null;
  /** The server's own sentence; null when no answer came at all. */
  message: string | null;
  /** Each thing the compatibility gate found wrong. */
  problems: string[];
  /** The body field the refusal is about (manifest_url, server_manifest_url), so the form can mark it. */
  field: string | null;
}

const CODES: readonly RemoteConflictCode[] = ['incompatible', 'deploy_in_progress', 'no_previous_deployment'];

export function registryRefusal(error: unknown): RegistryRefusal {
  if (!(error instanceof HttpError)) return { code: null, message: null, problems: [], field: null };
  const body = (typeof error.body === 'object' && error.body !== null ? error.body : {}) as Partial<ApiError> & { code?: unknown; problems?: unknown };
  const code = CODES.find((known) => known === body.code) ?? null;
  const problems = Array.isArray(body.problems) ? body.problems.filter((p): p is string => typeof p === 'string') : [];
  // A proxy's error page carries no sentence of the server's; its status is all there is to tell.
  const message = typeof body.message === 'string' && body.message ? body.message : `HTTP ${error.status}`;
  return { code, message, problems, field: typeof body.field === 'string' ? body.field : null };
}
