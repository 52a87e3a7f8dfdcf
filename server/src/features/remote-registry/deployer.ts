import type { FastifyRequest } from 'fastify';
import type { RemoteName } from 'shared-contracts/slots';
import { HttpError } from '../../http/errors';
import { requireRole } from '../../lib/require-role';
import { type DeployTokens, tokenOwner } from './deploy-tokens';

/** Who asks for a deploy or a rollback: a remote's pipeline (by its token) or an admin in the back office. */
export interface Deployer {
  /** The token's remote name, or the admin's username: what the history shows. */
  by: string;
  via: 'token' | 'session';
  /** The one remote a token may change; null for an admin, who may change any. */
  onlyRemote: RemoteName | null;
}

const unauthorized = (message: string) => new HttpError(401, `authorization: ${message}`, 'authorization');

/**
 * A request with an Authorization header is a pipeline's and is judged by its token alone (no cookies, so no CSRF
 * check: a page on another site cannot add that header). Without one it needs an admin session, whose write
 * passed the site's origin and CSRF checks before it got here.
 */
export function deployerOf(request: FastifyRequest, tokens: DeployTokens): Deployer {
  const header = request.headers.authorization;
  if (header !== undefined) {
    const bearer = /^Bearer +(\S+) *$/i.exec(header);
    if (!bearer) throw unauthorized('expected "Bearer <deploy token>"');
    const owner = tokenOwner(tokens, bearer[1]);
    if (!owner) throw unauthorized('unknown deploy token');
    return { by: owner, via: 'token', onlyRemote: owner };
  }
  if (!request.user) throw unauthorized('a deploy token (Authorization: Bearer <token>) or an admin session is needed');
  const admin = requireRole(request, 'admin');
  return { by: admin.username, via: 'session', onlyRemote: null };
}

export function assertMayChange(deployer: Deployer, remote: RemoteName): void {
  if (deployer.onlyRemote && deployer.onlyRemote !== remote) {
    throw new HttpError(403, `authorization: this token deploys ${deployer.onlyRemote} only, not ${remote}`, 'authorization');
  }
}
