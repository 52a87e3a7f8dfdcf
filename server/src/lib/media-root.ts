import os from 'node:os';
import path from 'node:path';

/** The url path the media folder is served under; every stored image url of ours starts with it. */
export const MEDIA_URL_PREFIX = '/media/';

let mediaRoot: string | null = null;

/** The folder of generated images served under /media/. main.ts points it at DATA_DIR/media; tests keep the default. */
export function setMediaFolder(dir: string): void {
  mediaRoot = dir;
}

export function getMediaRoot(): string {
  return mediaRoot ?? path.join(os.tmpdir(), 'landesausstellung-media');
}
