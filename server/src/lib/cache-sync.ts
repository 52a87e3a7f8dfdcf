import { randomUUID } from 'node:crypto';
import type { Db } from '../db/types';

/**
 * Keeps the answer caches of every server process on one database in step. A process that changes rows clears its
 * own caches at once and tells the others through the database (PostgreSQL NOTIFY on one channel); each process
 * listens and clears the same entries. On PGlite only one process opens the data folder, so the message stays local.
 */
export type CacheMessage =
  /** Seat availability of these events changed (cart add or removal). */
  | { kind: 'events'; ids: number[] }
  /** Programme and search answers as a whole (seeding, date shift, full reindex). */
  | { kind: 'domain' }
  /** Search answers (an editor save re-indexed a page). */
  | { kind: 'search' }
  /** CMS pages, heads, redirects, settings. */
  | { kind: 'site' }
  /** The texts of these media library images (every answer that shows one of them, tagged `media:<id>`). */
  | { kind: 'media'; ids: number[] }
  /** A remote's live build changed (deploy or rollback): the remote registry reads the current deployments again. */
  | { kind: 'remotes'; names?: string[] };

const CHANNEL = 'site_cache_invalidation';
/**
 * Tells a database handle's own notifications apart from everyone else's (PostgreSQL delivers them to the sender
 * too). One id per handle rather than per process: a second handle in the same process (a test's second instance)
 * keeps caches of its own, which only hear of the first handle's changes through the database.
 */
const senders = new WeakMap<Db, string>();
function senderOf(db: Db): string {
  let id = senders.get(db);
  if (!id) {
    id = randomUUID();
    senders.set(db, id);
  }
  return id;
}

/** `local`: the change was made in this process (not heard from another), so this process tells outside caches. */
type Handler = (db: Db, message: CacheMessage, local: boolean) => void;
const handlers: Handler[] = [];

/** A cache module registers how it reacts to messages; registration happens when the module is first loaded. */
export function onCacheMessage(handler: Handler): void {
  handlers.push(handler);
}

function applyLocally(db: Db, message: CacheMessage, local: boolean): void {
  for (const handler of handlers) handler(db, message, local);
}

/** Clears the affected entries here now, then in the other processes (best effort: their TTLs bound what they miss). */
export function publishCacheMessage(db: Db, message: CacheMessage): void {
  applyLocally(db, message, true);
  db.notify(CHANNEL, JSON.stringify({ from: senderOf(db), message })).catch(() => undefined);
}

/**
 * Starts applying other processes' messages. After a lost notification connection is back, everything is cleared,
 * since messages sent meanwhile are gone. Resolves to a stop function.
 */
export function startCacheSync(db: Db): Promise<() => Promise<void>> {
  const self = senderOf(db);
  return db.listen(
    CHANNEL,
    (payload) => {
      let parsed: { from?: string; message?: CacheMessage };
      try {
        parsed = JSON.parse(payload) as typeof parsed;
      } catch {
        return;
      }
      if (parsed.from === self || !parsed.message) return;
      applyLocally(db, parsed.message, false);
    },
    () => {
      applyLocally(db, { kind: 'domain' }, false);
      applyLocally(db, { kind: 'site' }, false);
      applyLocally(db, { kind: 'remotes' }, false);
    },
  );
}
