import { generateImage } from '../images';
import type { ImageLib } from './types';

const SPECS: Array<[name: string, label: string, w: number, h: number, hue: number]> = [
  ['hero', 'Landesausstellung 2026', 1600, 900, 350],
  ['logo', 'Landesausstellung 2026', 1200, 630, 0],
  ['hall', 'Große Halle', 1240, 700, 30],
  ['garden', 'Schlossgarten', 1240, 700, 120],
  ['portrait', 'Kuratorin', 400, 500, 200],
  ['crown', 'Die Krone', 1000, 1000, 45],
  ['map', 'Lageplan', 1240, 700, 180],
  ['music', 'Konzertabend', 1240, 700, 270],
  ['kids', 'Familientag', 1240, 700, 90],
  ['night', 'Lange Nacht', 1240, 700, 240],
  ['archive', 'Archivfund', 800, 1000, 20],
  ['festival', 'Sommerfest', 1600, 900, 60],
  ['partner-a', 'Stiftung Kultur', 400, 200, 210],
  ['partner-b', 'Landesbank', 400, 200, 0],
  ['partner-c', 'Radio Eins', 400, 200, 300],
];

export async function loadImageLib(): Promise<ImageLib> {
  const lib: ImageLib = {};
  for (const [name, label, width, height, hue] of SPECS) {
    const img = await generateImage({ seed: `site-${name}`, label, width, height, hue });
    lib[name] = { image: img.image_obj.url, image_obj: img.image_obj, image_thumbnails: img.image_thumbnails };
  }
  return lib;
}
