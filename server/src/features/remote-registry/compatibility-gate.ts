import { major, satisfies, valid, validRange } from 'semver';
import type { RemoteName } from 'shared-contracts/slots';
import { type CandidateManifest, contractVersionOf, readCandidateManifest } from './candidate-manifest';
import { type HostShares, serverShares, shellShares } from './host-shares';

export interface Candidate {
  remote: RemoteName;
  manifestUrl: string;
  serverManifestUrl: string;
}

export interface GateOptions {
  /** Where the shell's build is looked for (`<appsRoot>/shell/dist/mf-manifest.json`). */
  appsRoot: string;
  /** Longest wait for each manifest. */
  timeoutMs: number;
}

/** How long the gate waits for each manifest unless the site says otherwise (deployGateTimeoutMs). */
const GATE_TIMEOUT_MS = 5_000;

/** The gate's options for this site: its shell build and its wait for a candidate's manifests. */
export const gateOptionsOf = (ctx: { config: { appsRoot: string; deployGateTimeoutMs?: number } }): GateOptions => ({
  appsRoot: ctx.config.appsRoot,
  timeoutMs: ctx.config.deployGateTimeoutMs ?? GATE_TIMEOUT_MS,
});

export interface GatePassed {
  version: string;
  contractVersion: string | null;
  /** What passed with a caveat (a build without a contract version), for the deploy's answer and the log. */
  warnings: string[];
}

/** The gate's refusal: every problem found, and the body field of the manifest the first one is about. */
export class GateRefusal extends Error {
  constructor(
    readonly field: 'manifest_url' | 'server_manifest_url',
    readonly problems: string[],
  ) {
    super(problems.join('; '));
  }
}

interface Findings {
  problems: string[];
  warnings: string[];
}

/** A singleton the remote asks for in a range its host's copy is outside of: the remote would run on a copy it was not built for. */
function sharedProblems(manifest: CandidateManifest, host: HostShares, who: string, findings: Findings): void {
  for (const entry of manifest.shared) {
    if (!entry.singleton) continue;
    const range = entry.requiredVersion;
    if (!range || range.trim() === '*') continue;
    if (!validRange(range)) {
      findings.problems.push(`${entry.name}: ${who} asks for "${range}", which is not a version range`);
      continue;
    }
    const provided = host.versionOf(entry.name);
    if (provided === undefined) continue;
    if (!valid(provided)) {
      findings.warnings.push(`${entry.name}: ${host.provider} provides "${provided}", which is not a version; not checked`);
      continue;
    }
    if (!satisfies(provided, range)) findings.problems.push(`${entry.name}: ${who} needs ${range}, ${host.provider} provides ${provided}`);
  }
}

/** A build against another major contract version than its host's does not speak the host's language. */
function contractProblems(manifest: CandidateManifest, host: HostShares, who: string, findings: Findings): void {
  const version = contractVersionOf(manifest);
  if (version === undefined) {
    findings.warnings.push(`${who} names no contract version (a build from before builds carried one): accepted`);
    return;
  }
  if (!valid(version)) {
    findings.problems.push(`contract version: ${who} names "${version}", which is not a version (major.minor.patch)`);
    return;
  }
  if (major(version) !== major(host.contractVersion)) {
    findings.problems.push(`contract version: ${who} is built against ${version}, ${host.provider}'s contract is ${host.contractVersion} (another major version)`);
  }
}

function nameProblems(manifest: CandidateManifest, remote: RemoteName, what: string, findings: Findings): void {
  if (manifest.name !== remote) findings.problems.push(`${what} is ${manifest.name}'s (its federation name), not ${remote}'s`);
}

/**
 * Checks a candidate before it goes live: both manifests are fetched (within the timeout each) and parsed, name the
 * remote, fit their hosts' shared singletons and contract version, and come from one build. Throws GateRefusal with
 * every problem found; resolves to the build's version and the warnings otherwise.
 */
export async function checkCandidate(candidate: Candidate, options: GateOptions): Promise<GatePassed> {
  const [browserRead, nodeRead] = await Promise.all([
    readCandidateManifest(candidate.manifestUrl, 'the manifest', options.timeoutMs),
    readCandidateManifest(candidate.serverManifestUrl, 'the Node build manifest', options.timeoutMs),
  ]);
  const browser: Findings = { problems: [], warnings: [] };
  const node: Findings = { problems: [], warnings: [] };
  const shell = shellShares(options.appsRoot);
  browser.warnings.push(...shell.notes);
  if ('problem' in browserRead) browser.problems.push(browserRead.problem);
  else {
    nameProblems(browserRead.manifest, candidate.remote, 'the manifest', browser);
    sharedProblems(browserRead.manifest, shell, 'the remote', browser);
    contractProblems(browserRead.manifest, shell, 'the remote', browser);
  }
  if ('problem' in nodeRead) node.problems.push(nodeRead.problem);
  else {
    nameProblems(nodeRead.manifest, candidate.remote, 'the Node build manifest', node);
    sharedProblems(nodeRead.manifest, serverShares(), "the remote's Node build", node);
    contractProblems(nodeRead.manifest, serverShares(), "the remote's Node build", node);
  }
  if ('manifest' in browserRead && 'manifest' in nodeRead) {
    const [ofBrowser, ofNode] = [browserRead.manifest.metaData.buildInfo.buildVersion, nodeRead.manifest.metaData.buildInfo.buildVersion];
    // Browser and server must run one build: a page rendered by one and taken over by the other must be the same markup.
    if (ofBrowser !== ofNode) node.problems.push(`the Node build is version ${ofNode}, the browser build ${ofBrowser}: deploy both builds of one run`);
  }
  const problems = [...new Set([...browser.problems, ...node.problems])];
  if (problems.length) throw new GateRefusal(browser.problems.length ? 'manifest_url' : 'server_manifest_url', problems);
  const manifest = (browserRead as { manifest: CandidateManifest }).manifest;
  return { version: manifest.metaData.buildInfo.buildVersion, contractVersion: contractVersionOf(manifest) ?? null, warnings: [...new Set([...browser.warnings, ...node.warnings])] };
}
