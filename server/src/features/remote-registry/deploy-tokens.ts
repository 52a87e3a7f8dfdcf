import { createHash, timingSafeEqual } from 'node:crypto';
import { remoteNameFrom } from 'shared-contracts/remote-registry';
import type { RemoteName } from 'shared-contracts/slots';

/** Each remote's pipeline token: it deploys and rolls back that remote only. */
export type DeployTokens = Partial<Record<RemoteName, string>>;

/** Shorter tokens could be guessed by trying; a pipeline's secret store holds a long random one as easily. */
const MIN_TOKEN_LENGTH = 32;

/**
 * DEPLOY_TOKENS: `mf_events=<token>,mf_shop=<token>` (a remote may be named `mf-events` too). Refused at start when
 * a name is unknown or repeated, a token short, or one token given to two remotes (it would deploy either).
 * PREVIEW_TOKENS has the same form.
 */
export function deployTokensFromEnv(value: string | undefined, variable = 'DEPLOY_TOKENS'): DeployTokens {
  const tokens: DeployTokens = {};
  for (const part of (value ?? '').split(',')) {
    if (!part.trim()) continue;
    const at = part.indexOf('=');
    if (at < 0) throw new Error(`${variable}: expected name=token pairs separated by commas, e.g. mf_events=<token>,mf_shop=<token>`);
    const written = part.slice(0, at).trim();
    const token = part.slice(at + 1).trim();
    const name = remoteNameFrom(written);
    if (!name) throw new Error(`${variable}: unknown remote ${written}`);
    if (tokens[name]) throw new Error(`${variable}: ${name} is given twice`);
    if (token.length < MIN_TOKEN_LENGTH) throw new Error(`${variable}: the token of ${name} must be at least ${MIN_TOKEN_LENGTH} characters`);
    const owner = (Object.keys(tokens) as RemoteName[]).find((other) => tokens[other] === token);
    if (owner) throw new Error(`${variable}: ${owner} and ${name} have the same token`);
    tokens[name] = token;
  }
  return tokens;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * The remote whose token was presented, or null. Every configured token is compared, each in constant time over
 * equal-length digests, so neither the answer's timing nor an early exit tells how much of a guess was right.
 */
export function tokenOwner(tokens: DeployTokens, presented: string): RemoteName | null {
  const given = digest(presented);
  let owner: RemoteName | null = null;
  for (const [name, token] of Object.entries(tokens) as Array<[RemoteName, string | undefined]>) {
    if (token && timingSafeEqual(given, digest(token))) owner = name;
  }
  return owner;
}
