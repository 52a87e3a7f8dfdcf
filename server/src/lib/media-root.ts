import os from 'node:os';
import path from 'node:path';

let mediaRoot: string | null = null;

/** The folder of generated images served under /media/. main.ts points it at DATA_DIR/media; tests keep the default. */
export function setMediaFolder(dir: string): void {
  mediaRoot = dir;
}

export function getMediaRoot(): string {
  return mediaRoot ?? path.join(os.tmpdir(), 'landesausstellung-media');
}
