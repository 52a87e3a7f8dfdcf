import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AppContext } from '../context';

/** Where uploaded files live: DATA_DIR/uploads in the server, a temp folder when nothing is configured. */
export function uploadsDir(ctx: AppContext): string {
  const dir = ctx.config.uploadsDir ?? path.join(os.tmpdir(), 'site-uploads');
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The file of an upload id; only our own ids (UUIDs) map to a path, so no name can reach outside the folder. */
export function uploadPath(ctx: AppContext, id: string): string | null {
  return ID.test(id) ? path.join(uploadsDir(ctx), id) : null;
}
