import fs from 'node:fs';
import opentype from 'opentype.js';

/**
 * The fictional partners' wordmarks, drawn as SVG: letters turned into outlines from the brand's own typefaces
 * (so a logo never depends on the viewer's fonts) beside a simple mark, in each partner's colour.
 */
export interface PartnerLogo {
  key: string;
  name: string;
  svg: string;
}

type FaceName = 'serif' | 'grotesk';
const FACES: Record<FaceName, string> = {
  serif: require.resolve('@fontsource/fraunces/files/fraunces-latin-600-normal.woff'),
  grotesk: require.resolve('@fontsource/hanken-grotesk/files/hanken-grotesk-latin-600-normal.woff'),
};
const loaded = new Map<FaceName, opentype.Font>();
function face(name: FaceName): opentype.Font {
  let font = loaded.get(name);
  if (!font) {
    const bytes = fs.readFileSync(FACES[name]);
    font = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    loaded.set(name, font);
  }
  return font;
}

/** One line of text as outline path data, glyph by glyph (plain advances plus letter spacing; no shaping needed). */
function textPath(text: string, font: FaceName, size: number, x: number, baseline: number, tracking = 0): { d: string; width: number } {
  const f = face(font);
  const scale = size / f.unitsPerEm;
  let cursor = x;
  const parts: string[] = [];
  for (const ch of text) {
    const glyph = f.charToGlyph(ch);
    parts.push(pathData(glyph.getPath(cursor, baseline, size).commands));
    cursor += (glyph.advanceWidth ?? 0) * scale + tracking * size;
  }
  return { d: parts.join(''), width: cursor - x - tracking * size };
}

/**
 * Path data from outline commands. opentype.js occasionally leaves one coordinate of a WOFF glyph undefined; such a
 * coordinate takes the previous point's, a sub-pixel difference at logo size.
 */
function pathData(commands: opentype.PathCommand[]): string {
  let px = 0;
  let py = 0;
  const n = (v: number | undefined, fallback: number) => Math.round((Number.isFinite(v) ? (v as number) : fallback) * 10) / 10;
  return commands
    .map((c) => {
      if (c.type === 'Z') return 'Z';
      const x = n(c.x, px);
      const y = n(c.y, py);
      let out = '';
      if (c.type === 'M' || c.type === 'L') out = `${c.type}${x} ${y}`;
      else if (c.type === 'Q') out = `Q${n(c.x1, px)} ${n(c.y1, py)} ${x} ${y}`;
      else out = `C${n(c.x1, px)} ${n(c.y1, py)} ${n(c.x2, x)} ${n(c.y2, y)} ${x} ${y}`;
      px = x;
      py = y;
      return out;
    })
    .join('');
}

/** Every mark is drawn on a 400×200 board; the file shows the band the marks use, so logos sit at one optical size. */
export const LOGO_WIDTH = 360;
export const LOGO_HEIGHT = 118;
const svg = (body: string, label: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${LOGO_WIDTH}" height="${LOGO_HEIGHT}" viewBox="24 40 ${LOGO_WIDTH} ${LOGO_HEIGHT}" role="img" aria-label="${label}">${body}</svg>`;

/** A foundation: a serif wordmark on two lines beside three river waves in a circle. */
function foundation(): PartnerLogo {
  const a = textPath('Stiftung', 'serif', 27, 140, 94);
  const b = textPath('Flusslandschaft', 'serif', 27, 140, 127);
  const waves = [0, 1, 2].map((i) => `<path d="M54 ${86 + i * 14} q10 -8 20 0 t20 0 t20 0" fill="none" stroke="#163a44" stroke-width="5" stroke-linecap="round"/>`).join('');
  return { key: 'partner-a', name: 'Stiftung Flusslandschaft', svg: svg(`<circle cx="84" cy="100" r="44" fill="none" stroke="#163a44" stroke-width="5"/>${waves}<path d="${a.d}${b.d}" fill="#163a44"/>`, 'Stiftung Flusslandschaft') };
}

/** A regional savings bank: a tracked capital grotesk under a solid square mark. */
function bank(): PartnerLogo {
  const a = textPath('AUENLÄNDISCHE', 'grotesk', 24, 112, 96, 0.08);
  const b = textPath('SPARKASSE', 'grotesk', 24, 112, 128, 0.08);
  return { key: 'partner-b', name: 'Auenländische Sparkasse', svg: svg(`<rect x="40" y="68" width="56" height="62" fill="#b00d2c"/><circle cx="68" cy="86" r="9" fill="#fff"/><rect x="52" y="102" width="32" height="8" fill="#fff"/><path d="${a.d}${b.d}" fill="#1d1d1b"/>`, 'Auenländische Sparkasse') };
}

/** A culture radio station: lower-case grotesk with its frequency, a broadcast mark of arcs. */
function radio(): PartnerLogo {
  const a = textPath('kulturradio', 'grotesk', 40, 118, 108);
  const b = textPath('AUE 94,3', 'grotesk', 18, 120, 138, 0.2);
  const arcs = [18, 32, 46].map((r) => `<path d="M${70 - r * 0.7} ${100 - r * 0.7} A${r} ${r} 0 0 1 ${70 + r * 0.7} ${100 - r * 0.7}" fill="none" stroke="#c8893b" stroke-width="6" stroke-linecap="round"/>`).join('');
  return { key: 'partner-c', name: 'Kulturradio Aue 94,3', svg: svg(`<circle cx="70" cy="100" r="8" fill="#c8893b"/>${arcs}<path d="${a.d}" fill="#1d1d1b"/><path d="${b.d}" fill="#c8893b"/>`, 'Kulturradio Aue 94,3') };
}

/** The state ministry that funds the exhibition: a shield with a wavy band, serif name, grotesk department. */
function ministry(): PartnerLogo {
  const a = textPath('Land Auenland', 'serif', 28, 106, 96);
  const b = textPath('Ministerium für Kultur', 'grotesk', 17, 107, 124);
  const shield = '<path d="M44 62 H90 V104 Q90 132 67 142 Q44 132 44 104 Z" fill="#1d1d1b"/><path d="M48 100 q9.5 -8 19 0 t19 0" fill="none" stroke="#e9e1d2" stroke-width="6"/><path d="M48 114 q9.5 -8 19 0 t19 0" fill="none" stroke="#e9e1d2" stroke-width="6"/>';
  return { key: 'partner-d', name: 'Land Auenland – Ministerium für Kultur', svg: svg(`${shield}<path d="${a.d}" fill="#1d1d1b"/><path d="${b.d}" fill="#5b5a55"/>`, 'Land Auenland – Ministerium für Kultur') };
}

export function partnerLogos(): PartnerLogo[] {
  return [ministry(), foundation(), bank(), radio()];
}
