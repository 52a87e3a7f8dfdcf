import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/types';
import { type CacheMessage, onCacheMessage } from '../../lib/cache-sync';

/** How long a purge call may take: a slow CDN must not hold anything up (the pages' s-maxage bounds a lost purge). */
const PURGE_TIMEOUT_MS = 3_000;

const hooks = new WeakMap<Db, { url: string; log: FastifyBaseLogger }>();

/**
 * The surrogate keys a change makes stale in a shared cache in front: the pages that show those events' seats or
 * those library images' texts, or every page (`site`) for any other write. The same keys the documents carry in `Surrogate-Key`.
 */
export function purgeKeys(message: CacheMessage): string[] {
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
  // A remote's switch changes no data; which pages it touches is decided where the remote registry is heard.
  if (!hook || !local || message.kind === 'remotes') return;
  const keys = purgeKeys(message);
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
