import { generateImage } from '../images';
import { LOGO_HEIGHT, LOGO_WIDTH, partnerLogos } from './partner-logos';
import type { ImageLib } from './types';

/**
 * The site pages' pictures, in two formats only: 16:9 for heroes and bands (1600×900), the section's 1240×700 and
 * 4:5 (800×1000) for upright pictures; squares for single objects. Each name's study is chosen in images-art.ts.
 */
const SPECS: Array<[name: string, label: string, w: number, h: number]> = [
  ['hero', 'Flussland – Karte des Stroms bei Auenstadt', 1600, 900],
  ['logo', 'Flussland – Landesausstellung 2026', 1200, 630],
  ['hall', 'Der Kreuzgang von Kloster Auenstein', 1240, 700],
  ['garden', 'Die Auenwiesen am Schlosspark', 1240, 700],
  ['portrait', 'Dr. Helene Vogt, Chefkuratorin', 800, 1000],
  ['crown', 'Der Einbaum aus dem Auenschlamm', 1000, 1000],
  ['map', 'Lageplan: Kloster, Kulturwerft und Stadthalle am Strom', 1240, 700],
  ['music', 'Das Refektorium bei Kerzenlicht', 1240, 700],
  ['kids', 'Werkstatt Fluss in der Kulturwerft', 1240, 700],
  ['night', 'Uferlicht im nächtlichen Kreuzgang', 1600, 900],
  ['archive', 'Ein Salzfass aus dem Zollbuch von 1400', 800, 1000],
  ['festival', 'Abendkonzert im Großen Saal', 1600, 900],
];

export async function loadImageLib(): Promise<ImageLib> {
  const lib: ImageLib = {};
  for (const [name, label, width, height] of SPECS) {
    const img = await generateImage({ seed: `site-${name}`, label, width, height });
    lib[name] = { image: img.image_obj.url, image_obj: img.image_obj, image_thumbnails: img.image_thumbnails };
  }
  for (const logo of partnerLogos()) {
    const img = await generateImage({ seed: `site-${logo.key}`, label: logo.name, width: LOGO_WIDTH, height: LOGO_HEIGHT, svg: logo.svg });
    lib[logo.key] = { image: img.image_obj.url, image_obj: img.image_obj, image_thumbnails: img.image_thumbnails };
  }
  return lib;
}
