import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import type { AppContext } from '../context';

/**
 * Where uploaded files live, by upload id. The product ships the folder below (decision 074); an object store would
 * implement the same four operations. Size and type checks and the quota happen before a byte reaches the store.
 */
export interface UploadStore {
  /** A stream for a new upload; refuses an id that exists. After a failed upload the caller calls `remove`. */
  createWriteStream(id: string): Writable;
  /** The stored bytes as a stream, or null when there is no such upload. */
  read(id: string): Promise<Readable | null>;
  /** The stored bytes at once (small files: images for the media library), or null. */
  readAll(id: string): Promise<Buffer | null>;
  /** Removes an upload; nothing happens when it is not there. */
  remove(id: string): Promise<void>;
}

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Files named by their id in one folder; only our own ids (UUIDs) map to a path, so no name can reach outside it. */
export function diskUploadStore(dir: string): UploadStore {
  fs.mkdirSync(dir, { recursive: true });
  const fileOf = (id: string) => {
    if (!ID.test(id)) throw new Error(`not an upload id: ${id}`);
    return path.join(dir, id);
  };
  return {
    createWriteStream: (id) => fs.createWriteStream(fileOf(id), { flags: 'wx' }),
    read: async (id) => {
      if (!ID.test(id)) return null;
      const file = fileOf(id);
      return fs.promises.access(file).then(
        () => fs.createReadStream(file),
        () => null,
      );
    },
    readAll: async (id) => (ID.test(id) ? fs.promises.readFile(fileOf(id)).catch(() => null) : null),
    remove: async (id) => {
      if (ID.test(id)) await fs.promises.rm(fileOf(id), { force: true });
    },
  };
}

const stores = new WeakMap<AppContext['config'], UploadStore>();

/** The folder uploads go to: DATA_DIR/uploads, or a temp folder when nothing is configured. */
export const uploadsDir = (ctx: AppContext): string => ctx.config.uploadsDir ?? path.join(os.tmpdir(), 'site-uploads');

/** The server's upload store: the configured one (tests), else files in `uploadsDir`. */
export function uploadStore(ctx: AppContext): UploadStore {
  let store = ctx.config.uploadStore ?? stores.get(ctx.config);
  if (!store) {
    store = diskUploadStore(uploadsDir(ctx));
    stores.set(ctx.config, store);
  }
  return store;
}
