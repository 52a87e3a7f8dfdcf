import { createHash } from 'node:crypto';
import fs from 'node:fs';

/**
 * The brand's two typefaces, self-hosted from their Fontsource packages: Fraunces (display serif, headlines) and
 * Hanken Grotesk (text and interface). Only the latin subset and only the faces the site uses are served (by the
 * fonts feature); the document routes put their @font-face rules and the first screen's preloads in every head, so
 * both share this list (decision 060).
 */
export interface BrandFace {
  family: 'Fraunces' | 'Hanken Grotesk';
  pkg: '@fontsource/fraunces' | '@fontsource/hanken-grotesk';
  weight: 400 | 600;
  style: 'normal' | 'italic';
  /** Preloaded with every document: the faces of body text, buttons and headlines. */
  preload: boolean;
}

export const BRAND_FACES: BrandFace[] = [
  { family: 'Hanken Grotesk', pkg: '@fontsource/hanken-grotesk', weight: 400, style: 'normal', preload: true },
  { family: 'Hanken Grotesk', pkg: '@fontsource/hanken-grotesk', weight: 600, style: 'normal', preload: true },
  { family: 'Hanken Grotesk', pkg: '@fontsource/hanken-grotesk', weight: 400, style: 'italic', preload: false },
  { family: 'Fraunces', pkg: '@fontsource/fraunces', weight: 600, style: 'normal', preload: true },
  { family: 'Fraunces', pkg: '@fontsource/fraunces', weight: 400, style: 'italic', preload: false },
];

/** Fontsource's latin subset: Western European letters (ä, ö, ü, ß, é…), punctuation, €. */
export const LATIN_RANGE =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

/**
 * Metric-matched local fallbacks, shown until a face arrives (font-display: swap): the local Arial/Times (or their
 * metric twins Liberation Sans/Serif) scaled to the brand face's average glyph width and given its ascent and descent,
 * so the swap moves no line. Figures from the fallback test in features/fonts/fonts.test.ts, which recomputes them.
 */
export const FALLBACK_FACES = [
  { family: 'Hanken Grotesk Fallback', weight: 400, local: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans'], sizeAdjust: 100.62, ascent: 99.38, descent: 30.11 },
  { family: 'Hanken Grotesk Fallback', weight: 600, local: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold'], sizeAdjust: 95.17, ascent: 105.07, descent: 31.84 },
  { family: 'Fraunces Fallback', weight: 600, local: ['Times New Roman Bold', 'TimesNewRomanPS-BoldMT', 'Liberation Serif Bold', 'LiberationSerif-Bold'], sizeAdjust: 112.05, ascent: 87.28, descent: 22.76 },
] as const;

export interface ServedFace extends BrandFace {
  /** Absolute path of the woff2 file inside the package. */
  file: string;
  /** `/fonts/<name>.<hash>.woff2`: the hash changes when the package's file does, so it is cached for a year. */
  url: string;
}

let served: ServedFace[] | null = null;

export function servedFaces(): ServedFace[] {
  if (served) return served;
  served = BRAND_FACES.map((face) => {
    const base = `${face.pkg.replace('@fontsource/', '')}-latin-${face.weight}-${face.style}`;
    const file = require.resolve(`${face.pkg}/files/${base}.woff2`);
    const hash = createHash('sha1').update(fs.readFileSync(file)).digest('hex').slice(0, 10);
    return { ...face, file, url: `/fonts/${base}.${hash}.woff2` };
  });
  return served;
}

/** The head's font tags: preload links for the first screen's faces, then every @font-face rule. */
export function fontHeadTags(): string[] {
  const faces = servedFaces();
  const preload = faces.filter((f) => f.preload).map((f) => `<link rel="preload" href="${f.url}" as="font" type="font/woff2" crossorigin>`);
  const rules = [
    ...faces.map(
      (f) => `@font-face{font-family:'${f.family}';font-style:${f.style};font-weight:${f.weight};font-display:swap;src:url(${f.url}) format('woff2');unicode-range:${LATIN_RANGE}}`,
    ),
    ...FALLBACK_FACES.map(
      (f) =>
        `@font-face{font-family:'${f.family}';font-weight:${f.weight};src:${f.local.map((n) => `local('${n}')`).join(',')};size-adjust:${f.sizeAdjust}%;ascent-override:${f.ascent}%;descent-override:${f.descent}%;line-gap-override:0%}`,
    ),
  ];
  return [...preload, `<style id="brand-fonts">${rules.join('')}</style>`];
}
