import { readServerEnv } from './server-env';
import fs from 'node:fs';
import type { AppContext } from '../context';

/** Free bytes on the file system holding `dir`; tests pass their own probe to play a full disk without root. */
export type FreeSpaceProbe = (dir: string) => Promise<number>;

export const statfsFreeSpace: FreeSpaceProbe = async (dir) => {
  const stats = await fs.promises.statfs(dir);
  return stats.bavail * stats.bsize;
};

/** Below this the disk counts as full for everyone, staff included: not even a small image would fit. */
const FULL_BELOW_BYTES = 1024 * 1024;
/** A write that failed for want of room keeps the uploads refused this long, whatever the probe said meanwhile. */
const FULL_AFTER_ERROR_MS = 30_000;

/** UPLOAD_FREE_DISK_FLOOR_BYTES (512 MB): below this much free disk, visitors' uploads are refused. */
export function freeDiskFloorFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  return readServerEnv(env).UPLOAD_FREE_DISK_FLOOR_BYTES;
}

export interface UploadDiskState {
  /** ok: every upload is taken; floor: visitors' uploads are refused (staff still upload); full: every upload is refused. */
  status: 'ok' | 'floor' | 'full';
  free_bytes: number | null;
  floor_bytes: number;
  message?: string;
}

const lastFullError = new WeakMap<AppContext['config'], number>();

export const isOutOfSpace = (error: unknown): boolean => {
  const code = (error as { code?: string } | null)?.code;
  return code === 'ENOSPC' || code === 'EDQUOT';
};

/** Remembers that a write found the disk full, so the next uploads are refused at once instead of failing midway. */
export function noteOutOfSpace(ctx: AppContext): void {
  lastFullError.set(ctx.config, ctx.clock.now().getTime());
}

/** What the upload folder's disk allows now; the probe's own failure counts as full (nothing can be promised). */
export async function uploadDiskState(ctx: AppContext, dir: string, floorBytes: number): Promise<UploadDiskState> {
  const probe = ctx.config.freeSpaceProbe ?? statfsFreeSpace;
  let free: number | null;
  try {
    free = await probe(dir);
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') {
      // The folder is made with the first upload; until then its parent's disk is the one that counts.
      free = await probe(dir.replace(/[/\\][^/\\]+[/\\]?$/, '') || '.').catch(() => null);
    } else free = null;
  }
  const failedAt = lastFullError.get(ctx.config);
  const recentlyFull = failedAt !== undefined && ctx.clock.now().getTime() - failedAt < FULL_AFTER_ERROR_MS;
  if (free === null || free < FULL_BELOW_BYTES || recentlyFull) {
    return { status: 'full', free_bytes: free, floor_bytes: floorBytes, message: 'uploads: the disk for uploaded files is full' };
  }
  if (free < floorBytes) {
    return { status: 'floor', free_bytes: free, floor_bytes: floorBytes, message: 'uploads: free disk space is below the floor kept for the site; visitors\u2019 uploads are refused' };
  }
  return { status: 'ok', free_bytes: free, floor_bytes: floorBytes };
}
