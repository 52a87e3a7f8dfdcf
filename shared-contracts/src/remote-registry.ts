import { z } from 'shared-contracts/zod';
import type { Locale } from 'shared-contracts/locales';
import { REMOTES, type RemoteName } from 'shared-contracts/slots';

/**
 * The remote registry: which build of each remote is live. A remote's pipeline deploys its build on its own (a
 * manifest URL the server checks, then switches every server instance to), and can roll it back; the remote map
 * the server starts with stays in use for a remote that has no deployment.
 */

/**
 * The version of the contract between the shell and the remotes (slot catalogue, props, routes, shared schemas).
 * Each build carries the version it was built against; the server refuses a remote whose major version differs
 * from the shell's, since a major step means the two no longer understand each other. Raise the major for a change
 * an older remote cannot follow, the minor for an addition it may ignore.
 */
export const CONTRACT_VERSION = '1.4.0';

/** A remote's federation name from the way a pipeline may write it: `mf_events` or its folder's `mf-events`. */
export function remoteNameFrom(value: string): RemoteName | null {
  const name = value.trim().replace(/-/g, '_');
  return Object.hasOwn(REMOTES, name) ? (name as RemoteName) : null;
}

const manifestUrl = z
  .string({ error: 'the URL of an mf-manifest.json (http or https)' })
  .trim()
  .max(2000, 'at most 2000 characters')
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), 'must be an absolute http(s) URL');

/**
 * A deployment: the remote's browser manifest and, when it does not sit in `server/` beside it, its Node build's
 * manifest. Unknown keys are refused, so a misspelt `server_manifest_url` is not quietly ignored.
 */
export const remoteDeployBodySchema = z.strictObject({
  manifest_url: manifestUrl,
  server_manifest_url: manifestUrl.optional(),
});
export type RemoteDeployBody = z.infer<typeof remoteDeployBodySchema>;

/** What anyone may know about a remote: which build is live and since when (null: the start-up map's build). */
export interface RemoteSummary {
  name: RemoteName;
  version: string | null;
  deployed_at: string | null;
}

/** One deployment as admins see it in the history. */
export interface RemoteDeployment {
  id: number;
  name: RemoteName;
  version: string;
  contract_version: string | null;
  manifest_url: string;
  server_manifest_url: string;
  /** The remote name of the pipeline token that deployed it, or the admin's username. */
  deployed_by: string;
  deployed_via: 'token' | 'session';
  deployed_at: string;
  current: boolean;
  /** Set once a rollback switched away from it; a rolled-back deployment is skipped by later rollbacks. */
  rolled_back_by: string | null;
  rolled_back_at: string | null;
}

/** A candidate the compatibility gate refused. */
export interface RemoteDeployFailure {
  manifest_url: string;
  message: string;
  attempted_by: string;
  failed_at: string;
}

export interface RemoteHistory {
  name: RemoteName;
  /** Newest first. */
  deployments: RemoteDeployment[];
  /** The gate's latest refusals, newest first. */
  failures: RemoteDeployFailure[];
  /**
   * The deployment a rollback would switch to now (the newest earlier one not rolled back itself), so whoever asks
   * for a rollback can be told which build they get; null when a rollback would be refused.
   */
  rollback_to: RemoteDeployment | null;
}

/** The answer to a deploy or a rollback: the deployment now live, and what the gate let pass with a warning. */
export interface RemoteDeployAnswer {
  deployment: RemoteDeployment;
  warnings: string[];
}

/** Why a deploy or rollback was refused with 409, for pipelines that branch on it. */
export type RemoteConflictCode = 'incompatible' | 'deploy_in_progress' | 'no_previous_deployment';

/** The registry's calls: the same for every language, since pipelines call them too. */
export const remoteRegistryApi = {
  list: () => '/api/remotes/',
  history: (name: RemoteName) => `/api/remotes/${name}/history/`,
  deploy: (name: RemoteName) => `/api/remotes/${name}/`,
  rollback: (name: RemoteName) => `/api/remotes/${name}/rollback/`,
};

/** The back-office screen of the registry, for admins: its address segment per language (under /{locale}/cms-hub/). */
export const REMOTE_REGISTRY_SEGMENT: Record<Locale, string> = { de: 'website-teile', en: 'remotes' };
