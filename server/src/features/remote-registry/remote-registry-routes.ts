import type { FastifyInstance } from 'fastify';
import { type RemoteHistory, type RemoteSummary, remoteDeployBodySchema, remoteNameFrom } from 'shared-contracts/remote-registry';
import { REMOTES, type RemoteName } from 'shared-contracts/slots';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { parseInput } from '../../http/validate';
import { remoteRegistry, startRemoteRegistry } from '../../lib/remote-registry';
import { assertMayChange, deployerOf } from './deployer';
import { deploymentHistory, latestFailures, rollbackTarget } from './deployments-repo';
import { deployRemote, rollbackRemote } from './remote-switch';
import { registerRemotePreviewRoutes } from './remote-preview-calls';

function remoteParam(params: unknown): RemoteName {
  const written = String((params as { name?: unknown }).name ?? '');
  const name = remoteNameFrom(written);
  if (!name) throw new HttpError(404, `remote: unknown remote ${written} (known: ${Object.keys(REMOTES).join(', ')})`, 'remote');
  return name;
}

/**
 * The remote registry: which build of each remote is live, and the deploy API that switches it without a restart.
 * Pipelines call it with their remote's token (DEPLOY_TOKENS), admins from the back office with their session.
 * The instance's registry loads when the app is ready and follows other instances' switches until it closes.
 */
export function registerRemoteRegistryRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tokens = ctx.config.deployTokens ?? {};
  registerRemotePreviewRoutes(app, ctx);
  let stopRegistry: (() => void) | null = null;
  app.addHook('onReady', async () => {
    stopRegistry = await startRemoteRegistry(ctx, app.log);
  });
  app.addHook('onClose', async () => stopRegistry?.());

  // Public: what runs, not who put it there or where it is hosted.
  app.get('/api/remotes/', async (): Promise<RemoteSummary[]> => {
    const live = remoteRegistry(ctx).liveDeployments();
    return (Object.keys(REMOTES) as RemoteName[]).map((name) => ({ name, version: live.get(name)?.version ?? null, deployed_at: live.get(name)?.deployed_at ?? null }));
  });

  app.put('/api/remotes/:name/', { config: { csrf: 'bearer' } }, async (request) => {
    const deployer = deployerOf(request, tokens);
    const remote = remoteParam(request.params);
    assertMayChange(deployer, remote);
    const body = parseInput(remoteDeployBodySchema, request.body ?? {}, 'body');
    return deployRemote(ctx, request.log, remote, deployer, body);
  });

  app.post('/api/remotes/:name/rollback/', { config: { csrf: 'bearer' } }, async (request) => {
    const deployer = deployerOf(request, tokens);
    const remote = remoteParam(request.params);
    assertMayChange(deployer, remote);
    return rollbackRemote(ctx, request.log, remote, deployer);
  });

  app.get('/api/remotes/:name/history/', { config: { auth: 'admin' } }, async (request): Promise<RemoteHistory> => {
    const remote = remoteParam(request.params);
    const [deployments, failures, target] = await Promise.all([deploymentHistory(ctx.db, remote), latestFailures(ctx.db, remote), rollbackTarget(ctx.db, remote)]);
    // Asked of the same rule the rollback follows, so the back office never names a build the rollback would skip.
    return { name: remote, deployments, failures, rollback_to: target.previous };
  });
}
