import type { RemoteDeployFailure, RemoteDeployment } from 'shared-contracts/remote-registry';
import type { RemoteName } from 'shared-contracts/slots';
import type { Db, Queryable } from '../../db/types';

interface DeploymentRow {
  id: number | string;
  remote: string;
  version: string;
  contract_version: string | null;
  manifest_url: string;
  server_manifest_url: string;
  deployed_by: string;
  deployed_via: 'token' | 'session';
  deployed_at: Date | string;
  is_current: boolean;
  rolled_back_by: string | null;
  rolled_back_at: Date | string | null;
}

const COLUMNS = 'id, remote, version, contract_version, manifest_url, server_manifest_url, deployed_by, deployed_via, deployed_at, is_current, rolled_back_by, rolled_back_at';
/** How many refusals per remote are kept: the latest ones explain a failing pipeline, older ones nothing. */
const KEPT_FAILURES = 100;

const iso = (value: Date | string) => new Date(value).toISOString();

function deploymentOf(row: DeploymentRow): RemoteDeployment {
  return {
    id: Number(row.id),
    name: row.remote as RemoteName,
    version: row.version,
    contract_version: row.contract_version,
    manifest_url: row.manifest_url,
    server_manifest_url: row.server_manifest_url,
    deployed_by: row.deployed_by,
    deployed_via: row.deployed_via,
    deployed_at: iso(row.deployed_at),
    current: row.is_current,
    rolled_back_by: row.rolled_back_by,
    rolled_back_at: row.rolled_back_at === null ? null : iso(row.rolled_back_at),
  };
}

export interface NewDeployment {
  remote: RemoteName;
  manifestUrl: string;
  serverManifestUrl: string;
  version: string;
  contractVersion: string | null;
  by: string;
  via: 'token' | 'session';
  at: Date;
}

/** Makes a new deployment the remote's current one, in one transaction (the unique index allows one current row). */
export async function insertCurrentDeployment(db: Db, deployment: NewDeployment): Promise<RemoteDeployment> {
  return db.transaction(async (tx) => {
    await tx.query('UPDATE remote_deployments SET is_current = false WHERE remote = $1 AND is_current', [deployment.remote]);
    const [row] = await tx.query<DeploymentRow>(
      `INSERT INTO remote_deployments (remote, manifest_url, server_manifest_url, version, contract_version, deployed_by, deployed_via, deployed_at, is_current)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, true) RETURNING ${COLUMNS}`,
      [deployment.remote, deployment.manifestUrl, deployment.serverManifestUrl, deployment.version, deployment.contractVersion, deployment.by, deployment.via, deployment.at.toISOString()],
    );
    return deploymentOf(row);
  });
}

async function currentRow(db: Queryable, remote: RemoteName): Promise<DeploymentRow | undefined> {
  const [row] = await db.query<DeploymentRow>(`SELECT ${COLUMNS} FROM remote_deployments WHERE remote = $1 AND is_current`, [remote]);
  return row;
}

/**
 * The current deployment and the one a rollback returns to: the newest earlier one not rolled back itself, so
 * rolling back twice steps back twice. Null for either when there is none.
 */
export async function rollbackTarget(db: Db, remote: RemoteName): Promise<{ current: RemoteDeployment | null; previous: RemoteDeployment | null }> {
  const current = await currentRow(db, remote);
  if (!current) return { current: null, previous: null };
  const [previous] = await db.query<DeploymentRow>(
    `SELECT ${COLUMNS} FROM remote_deployments WHERE remote = $1 AND id < $2 AND rolled_back_at IS NULL ORDER BY id DESC LIMIT 1`,
    [remote, current.id],
  );
  return { current: deploymentOf(current), previous: previous ? deploymentOf(previous) : null };
}

/**
 * Switches from `fromId` back to `toId`, marking the one left as rolled back. Null when `fromId` is no longer
 * current (nothing is changed then).
 */
export async function switchBack(db: Db, remote: RemoteName, fromId: number, toId: number, by: string, at: Date): Promise<RemoteDeployment | null> {
  return db.transaction(async (tx) => {
    const left = await tx.query(
      'UPDATE remote_deployments SET is_current = false, rolled_back_by = $3, rolled_back_at = $4 WHERE remote = $1 AND id = $2 AND is_current RETURNING id',
      [remote, fromId, by, at.toISOString()],
    );
    if (!left.length) return null;
    const [row] = await tx.query<DeploymentRow>(`UPDATE remote_deployments SET is_current = true WHERE remote = $1 AND id = $2 RETURNING ${COLUMNS}`, [remote, toId]);
    return deploymentOf(row);
  });
}

export async function deploymentHistory(db: Db, remote: RemoteName, limit = 50): Promise<RemoteDeployment[]> {
  const rows = await db.query<DeploymentRow>(`SELECT ${COLUMNS} FROM remote_deployments WHERE remote = $1 ORDER BY id DESC LIMIT $2`, [remote, limit]);
  return rows.map(deploymentOf);
}

export async function recordFailure(db: Db, remote: RemoteName, manifestUrl: string, message: string, by: string, at: Date): Promise<void> {
  await db.query('INSERT INTO remote_deploy_failures (remote, manifest_url, message, attempted_by, failed_at) VALUES ($1, $2, $3, $4, $5)', [remote, manifestUrl, message, by, at.toISOString()]);
  await db.query(
    'DELETE FROM remote_deploy_failures WHERE remote = $1 AND id NOT IN (SELECT id FROM remote_deploy_failures WHERE remote = $1 ORDER BY id DESC LIMIT $2)',
    [remote, KEPT_FAILURES],
  );
}

export async function latestFailures(db: Db, remote: RemoteName, limit = 20): Promise<RemoteDeployFailure[]> {
  const rows = await db.query<{ manifest_url: string; message: string; attempted_by: string; failed_at: Date | string }>(
    'SELECT manifest_url, message, attempted_by, failed_at FROM remote_deploy_failures WHERE remote = $1 ORDER BY id DESC LIMIT $2',
    [remote, limit],
  );
  return rows.map((row) => ({ ...row, failed_at: iso(row.failed_at) }));
}
