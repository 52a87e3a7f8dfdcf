import fs from 'node:fs';
import path from 'node:path';
import { getMediaRoot } from '../images';

/**
 * The self-hosted demo video the "Medien" page plays (/media/demo-rundgang.mp4): a six-second clip kept in
 * server/assets (drawn once in Chromium with MediaRecorder, 186 KB), copied into the media folder with the images.
 */
export const DEMO_VIDEO = 'demo-rundgang.mp4';
const SOURCE = path.join(__dirname, '../../../assets', DEMO_VIDEO);

export function installDemoVideo(): void {
  const target = path.join(getMediaRoot(), DEMO_VIDEO);
  if (fs.existsSync(target)) return;
  fs.mkdirSync(getMediaRoot(), { recursive: true });
  fs.copyFileSync(SOURCE, target);
}
