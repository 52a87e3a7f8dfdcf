import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/types';
import { type CacheMessage, onCacheMessage } from '../../lib/cache-sync';

/** How long a purge call may take: a slow CDN must not hold anything up (the pages' s-maxage bounds a lost purge). */
const PURGE_TIMEOUT_MS = 3_000;

/** The tag of every page that shows a slot of `remote` (a deploy of it drops exactly those), and its surrogate key. */
export const remoteTag = (remote: string) => `remote:${remote}`;
const remoteKey = (remote: string) => remoteTag(remote).replace(/[^a-z0-9-]/gi, '-');

const hooks = new WeakMap<Db, { url: string; log: FastifyBaseLogger }>();

/**
 * The surrogate keys a change makes stale in a shared cache in front: the pages that show those events' seats or
 * those library images' texts, the pages of a remote that was deployed, or every page (`site`) for any other
 * write. The same keys the documents carry in `Surrogate-Key`.
 */
export function purgeKeys(message: CacheMessage): string[] {
  if (message.kind === 'remotes') return (message.names ?? []).map(remoteKey);
  if (message.kind === 'events') return message.ids.map((id) => `event-${id}`);
  if (message.kind === 'media') return message.ids.map((id) => `media-${id}`);
  return ['site'];
}

/**
 * Tells a CDN or proxy which pages to drop when something they show changed: a POST to PURGE_URL with the keys as
 * JSON (`{"surrogate_keys":[…]}`) and in a `Surrogate-Key` header, the shape Fastly's and Varnish's purge-by-key
 * endpoints (or a small adapter for another CDN) take. Only the process that made the change calls, once per change.
 */
export function registerCachePurge(db: Db, url: string | undefined, log: FastifyBaseLogger): void {
  if (url) hooks.set(db, { url, log });
}

onCacheMessage((db, message, local) => {
  const hook = hooks.get(db);
  if (!hook || !local) return;
  const keys = purgeKeys(message);
  if (!keys.length) return;
  fetch(hook.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'surrogate-key': keys.join(' ') },
    body: JSON.stringify({ surrogate_keys: keys }),
    signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
  })
    .then((answer) => {
      if (!answer.ok) hook.log.warn({ status: answer.status, keys }, 'cache purge refused');
    })
    .catch((error: unknown) => hook.log.warn({ error: (error as Error).message, keys }, 'cache purge failed'));
});
