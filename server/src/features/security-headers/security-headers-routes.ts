import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { loadSettings } from '../../lib/settings-repo';
import { siteCache } from '../../lib/site-cache';
import { contentSecurityPolicy } from './content-security-policy';
import { servedOverTls } from '../../lib/tls';
import { remoteRegistry } from '../../lib/remote-registry';
import { everyAnswerHeaders } from './answer-headers';

declare module 'fastify' {
  interface FastifyRequest {
    /** Nonce of this response's inline boot script, named in its Content-Security-Policy. */
    cspNonce: string;
    /** Set by an answer whose inline scripts are allowed by their hashes (a shared document): then no nonce. */
    cspScriptHashes: string[] | null;
    /** The remote map a document names (the one it was rendered with): its origins may load scripts and styles. */
    documentRemoteMap: Readonly<Record<string, string>> | null;
  }
}

/** Login and logout pages, any page a staff session sees (the editor toolbar mounts there) and editing mode. */
export function mustNotBeFramed(request: Pick<FastifyRequest, 'url' | 'user'>): boolean {
  const [pathname, search = ''] = request.url.split('?') as [string, string?];
  if (/^\/(de|en)\/(login|logout)(\/|$)/.test(pathname)) return true;
  if (request.user?.is_staff) return true;
  return new URLSearchParams(search).has('edit');
}

/**
 * Security headers on every answer: nosniff, a referrer policy, a permissions policy, HSTS when the request came
 * over TLS (directly or, with TRUST_PROXY, through a proxy that says so), and on HTML documents the CSP built from
 * the remote map. Registered after the session hook, so `request.user` is known when the framing rule is decided.
 */
export function registerSecurityHeadersRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Made when first read: a shared document, an API answer or a file never needs one.
  const nonces = new WeakMap<FastifyRequest, string>();
  app.decorateRequest('cspNonce', {
    getter(this: FastifyRequest) {
      let nonce = nonces.get(this);
      if (!nonce) nonces.set(this, (nonce = randomBytes(16).toString('base64')));
      return nonce;
    },
  });
  app.decorateRequest('cspScriptHashes', null);
  app.decorateRequest('documentRemoteMap', null);
  // The policy of a shared document is the same for every answer with the same scripts: built once per kept page.
  const sharedPolicies = new WeakMap<string[], Map<string, string>>();
  const policyOf = (request: FastifyRequest, framing: 'none' | 'self', tagManager: boolean): string => {
    const hashes = request.cspScriptHashes;
    // The document's own map when it names one, so a page kept from before a deploy to another origin still loads.
    const remoteMap = request.documentRemoteMap ?? remoteRegistry(ctx).currentMaps().browser;
    const build = () => contentSecurityPolicy({ remoteMap, nonce: hashes ? null : request.cspNonce, hashes: hashes ?? [], framing, tagManager });
    if (!hashes) return build();
    let byOptions = sharedPolicies.get(hashes);
    if (!byOptions) sharedPolicies.set(hashes, (byOptions = new Map()));
    const key = `${framing}|${tagManager}|${Object.values(remoteMap).join(' ')}`;
    let policy = byOptions.get(key);
    if (!policy) byOptions.set(key, (policy = build()));
    return policy;
  };
  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(everyAnswerHeaders({ staff: Boolean(request.user?.is_staff), tls: servedOverTls(request) }));
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      const framing = mustNotBeFramed(request) ? 'none' : 'self';
      // The cached settings every page reads; a failing read leaves the tag manager out (the stricter policy).
      const settings = await siteCache(ctx.db, ctx.clock).get('settings', () => loadSettings(ctx.db)).catch(() => null);
      const tagManager = Boolean(settings?.design.tag_manager_id);
      reply.header('content-security-policy', policyOf(request, framing, tagManager));
      reply.header('x-frame-options', framing === 'none' ? 'DENY' : 'SAMEORIGIN');
    }
    return payload;
  });
}
