import type { Queryable } from '../../db/types';
import { generateImage } from '../images';
import { addToDemoLibrary } from '../library-rows';
import { LOGO_HEIGHT, LOGO_WIDTH, partnerLogos } from './partner-logos';
import type { ImageLib } from './types';

/**
 * The site pages' pictures, in two formats only: 16:9 for heroes and bands (1600×900), the section's 1240×700 and
 * 4:5 (800×1000) for upright pictures; squares for single objects. Each name's study is chosen in images-art.ts.
 */
const SPECS: Array<[name: string, label: string, en: string, w: number, h: number]> = [
  ['hero', 'Flussland – Karte des Stroms bei Auenstadt', 'River Land – a map of the river at Auenstadt', 1600, 900],
  ['logo', 'Flussland – Landesausstellung 2026', 'River Land – State Exhibition 2026', 1200, 630],
  ['hall', 'Der Kreuzgang von Kloster Auenstein', 'The cloister of Auenstein Abbey', 1240, 700],
  ['garden', 'Die Auenwiesen am Schlosspark', 'The floodplain meadows by the palace park', 1240, 700],
  ['portrait', 'Dr. Helene Vogt, Chefkuratorin', 'Dr Helene Vogt, chief curator', 800, 1000],
  ['crown', 'Der Einbaum aus dem Auenschlamm', 'The dugout from the floodplain mud', 1000, 1000],
  ['map', 'Lageplan: Kloster, Kulturwerft und Stadthalle am Strom', 'Site map: abbey, Culture Shipyard and City Hall on the river', 1240, 700],
  ['music', 'Das Refektorium bei Kerzenlicht', 'The refectory by candlelight', 1240, 700],
  ['kids', 'Werkstatt Fluss in der Kulturwerft', 'River Workshop at the Culture Shipyard', 1240, 700],
  ['night', 'Uferlicht im nächtlichen Kreuzgang', 'Riverbank Light in the cloister at night', 1600, 900],
  ['archive', 'Ein Salzfass aus dem Zollbuch von 1400', 'A salt barrel from the customs ledger of 1400', 800, 1000],
  ['festival', 'Abendkonzert im Großen Saal', 'Evening concert in the Great Hall', 1600, 900],
];

/** Draws the pictures (files are reused when present) and makes each an entry of the media library. */
export async function loadImageLib(db: Queryable): Promise<ImageLib> {
  const lib: ImageLib = {};
  for (const [name, label, en, width, height] of SPECS) {
    const img = await generateImage({ seed: `site-${name}`, label, width, height });
    await addToDemoLibrary(db, img.image_obj, { de: label, en });
    lib[name] = { image: img.image_obj.url, image_obj: img.image_obj, image_thumbnails: img.image_thumbnails };
  }
  for (const logo of partnerLogos()) {
    const img = await generateImage({ seed: `site-${logo.key}`, label: logo.name, width: LOGO_WIDTH, height: LOGO_HEIGHT, svg: logo.svg });
    lib[logo.key] = { image: img.image_obj.url, image_obj: img.image_obj, image_thumbnails: img.image_thumbnails };
  }
  return lib;
}
