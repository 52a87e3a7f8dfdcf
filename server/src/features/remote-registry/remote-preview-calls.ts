import type { FastifyInstance, FastifyRequest } from 'fastify';
import { remoteNameFrom } from 'shared-contracts/remote-registry';
import { isLocalPath } from 'shared-contracts/local-path';
import type { RemoteName } from 'shared-contracts/slots';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { PREVIEW_COOKIE, PREVIEW_SECONDS, signPreview } from '../../lib/remote-preview';
import { secureCookie } from '../../lib/tls';
import { GateRefusal, checkCandidate, gateOptionsOf } from './compatibility-gate';
import { tokenOwner } from './deploy-tokens';
import { nodeManifestFor } from './remote-switch';
import { remoteConflict } from './remote-conflict';

/** Staff may preview any remote; a team's QA presents that remote's preview token (or its deploy token). */
function assertMayPreview(request: FastifyRequest, ctx: AppContext, remote: RemoteName, token: string | undefined): void {
  if (request.user?.is_staff) return;
  const owner = token ? (tokenOwner(ctx.config.previewTokens ?? {}, token) ?? tokenOwner(ctx.config.deployTokens ?? {}, token)) : null;
  if (owner === remote) return;
  // Another remote's token is known but not for this remote; no token (or an unknown one) is no one known.
  if (owner) throw new HttpError(403, `authorization: this token previews ${owner} only, not ${remote}`, 'authorization');
  throw new HttpError(request.user ? 403 : 401, 'authorization: a staff session or this remote\'s preview token is needed to preview it', 'authorization');
}

const nextOf = (value: unknown) => (typeof value === 'string' && isLocalPath(value) ? value : '/de');

/**
 * Preview a candidate build in this browser only: `GET /api/remotes/preview/?remote=mf_events&manifest_url=…&next=/de/…`
 * (a link a pipeline can print for its QA, with `&token=<preview token>`), checked by the same gate as a deploy, then
 * a signed cookie and back to the page. `GET /api/remotes/preview/exit/` ends it.
 */
export function registerRemotePreviewRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/remotes/preview/', async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const remote = remoteNameFrom(query.remote ?? '');
    if (!remote) throw new HttpError(400, 'remote: name one of the remotes (mf_events, …)', 'remote');
    assertMayPreview(request, ctx, remote, query.token);
    const manifestUrl = query.manifest_url ?? '';
    if (!URL.canParse(manifestUrl) || !/^https?:$/.test(new URL(manifestUrl).protocol)) throw new HttpError(400, 'manifest_url: must be an absolute http(s) URL', 'manifest_url');
    let version: string;
    try {
      const passed = await checkCandidate(
        { remote, manifestUrl, serverManifestUrl: nodeManifestFor({ manifest_url: manifestUrl, server_manifest_url: query.server_manifest_url }) },
        gateOptionsOf(ctx),
      );
      version = passed.version;
    } catch (error) {
      if (error instanceof GateRefusal) throw remoteConflict('incompatible', error.field, error.message, { problems: error.problems });
      throw error;
    }
    const value = await signPreview(ctx.db, { remote, manifestUrl, version, expires: Math.floor(ctx.clock.now().getTime() / 1000) + PREVIEW_SECONDS });
    request.log.info({ remote, manifest_url: manifestUrl, version, by: request.user?.username ?? 'preview token' }, 'remote preview started');
    return reply
      .header('cache-control', 'no-store')
      .setCookie(PREVIEW_COOKIE, value, { path: '/', httpOnly: true, sameSite: 'lax', secure: secureCookie(request, ctx), maxAge: PREVIEW_SECONDS })
      .redirect(nextOf(query.next), 302);
  });

  app.get('/api/remotes/preview/exit/', async (request, reply) => {
    const next = nextOf((request.query as Record<string, unknown>).next);
    return reply.header('cache-control', 'no-store').clearCookie(PREVIEW_COOKIE, { path: '/' }).redirect(next, 302);
  });
}
