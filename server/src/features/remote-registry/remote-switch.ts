import type { FastifyBaseLogger } from 'fastify';
import type { RemoteDeployAnswer, RemoteDeployBody } from 'shared-contracts/remote-registry';
import { type RemoteName, serverManifestUrl } from 'shared-contracts/slots';
import type { AppContext } from '../../context';
import { badRequest } from '../../http/errors';
import { publishCacheMessage } from '../../lib/cache-sync';
import { remoteRegistry } from '../../lib/remote-registry';
import { type Candidate, type GatePassed, GateRefusal, checkCandidate, gateOptionsOf } from './compatibility-gate';
import { withDeployLock } from './deploy-lock';
import type { Deployer } from './deployer';
import { insertCurrentDeployment, recordFailure, rollbackTarget, switchBack } from './deployments-repo';
import { remoteConflict } from './remote-conflict';


/**
 * The Node build's manifest a deploy names, or the one in `server/` beside the browser manifest, where the build
 * writes it. A browser manifest under another file name has no such neighbour: the deploy must name it.
 */
export function nodeManifestFor(body: RemoteDeployBody): string {
  if (body.server_manifest_url) return body.server_manifest_url;
  const beside = serverManifestUrl(body.manifest_url);
  if (beside === body.manifest_url) throw badRequest('server_manifest_url', 'required when manifest_url does not end in mf-manifest.json');
  return beside;
}

/** Runs the gate; a refusal is recorded for the admins' history, logged, and answered 409 with every problem. */
async function passGate(ctx: AppContext, log: FastifyBaseLogger, candidate: Candidate, deployer: Deployer): Promise<GatePassed> {
  try {
    const passed = await checkCandidate(candidate, gateOptionsOf(ctx));
    for (const warning of passed.warnings) log.warn({ remote: candidate.remote, manifest_url: candidate.manifestUrl }, `remote deploy: ${warning}`);
    return passed;
  } catch (error) {
    if (!(error instanceof GateRefusal)) throw error;
    await recordFailure(ctx.db, candidate.remote, candidate.manifestUrl, error.message, deployer.by, ctx.clock.now());
    log.warn({ remote: candidate.remote, manifest_url: candidate.manifestUrl, by: deployer.by, problems: error.problems }, 'remote deploy refused by the compatibility gate');
    throw remoteConflict('incompatible', error.field, error.message, { problems: error.problems });
  }
}

/** Every instance switches: this one before the answer goes out, the others when the database's message reaches them. */
async function announce(ctx: AppContext, remote: RemoteName): Promise<void> {
  publishCacheMessage(ctx.db, { kind: 'remotes', names: [remote] });
  await remoteRegistry(ctx).reload();
}

/** A new build of `remote` goes live once the gate lets it pass; one deploy or rollback per remote at a time. */
export async function deployRemote(ctx: AppContext, log: FastifyBaseLogger, remote: RemoteName, deployer: Deployer, body: RemoteDeployBody): Promise<RemoteDeployAnswer> {
  const candidate: Candidate = { remote, manifestUrl: body.manifest_url, serverManifestUrl: nodeManifestFor(body) };
  return withDeployLock(ctx.db, remote, deployer.by, async () => {
    const passed = await passGate(ctx, log, candidate, deployer);
    const deployment = await insertCurrentDeployment(ctx.db, {
      remote,
      manifestUrl: candidate.manifestUrl,
      serverManifestUrl: candidate.serverManifestUrl,
      version: passed.version,
      contractVersion: passed.contractVersion,
      by: deployer.by,
      via: deployer.via,
      at: ctx.clock.now(),
    });
    await announce(ctx, remote);
    log.info({ remote, version: deployment.version, by: deployer.by }, 'remote deployed');
    return { deployment, warnings: passed.warnings };
  });
}

/**
 * Back to the deployment before the current one. That build passes the gate again first: the shell may have moved on
 * since, or the build's files may be gone, and switching to it then would break the pages rather than mend them.
 */
export async function rollbackRemote(ctx: AppContext, log: FastifyBaseLogger, remote: RemoteName, deployer: Deployer): Promise<RemoteDeployAnswer> {
  return withDeployLock(ctx.db, remote, deployer.by, async () => {
    const { current, previous } = await rollbackTarget(ctx.db, remote);
    if (!current) throw remoteConflict('no_previous_deployment', 'remote', `remote: ${remote} has no deployment to roll back (it runs the build of the start-up map)`);
    if (!previous) throw remoteConflict('no_previous_deployment', 'remote', `remote: ${remote} has no earlier deployment to return to`);
    const passed = await passGate(ctx, log, { remote, manifestUrl: previous.manifest_url, serverManifestUrl: previous.server_manifest_url }, deployer);
    const deployment = await switchBack(ctx.db, remote, current.id, previous.id, deployer.by, ctx.clock.now());
    // The lock keeps other deploys out; this only happens when a deployment was switched by hand in the database.
    if (!deployment) throw remoteConflict('deploy_in_progress', 'remote', `remote: the current deployment of ${remote} changed meanwhile; try again`);
    await announce(ctx, remote);
    log.info({ remote, version: deployment.version, from: current.version, by: deployer.by }, 'remote rolled back');
    return { deployment, warnings: passed.warnings };
  });
}
