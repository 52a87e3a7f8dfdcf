/**
 * The drawings behind the demo images: five studies in one house palette (architecture elevations, vaults in
 * perspective, river maps, colour-field compositions, objects on a plinth, portraits), drawn as SVG from a seed.
 * The subject always sits in the middle 60 % of the picture, so any crop between 4:5 and 16:9 keeps it (cards,
 * heroes and portraits crop the same file with object-fit: cover).
 */

export type ArtKind = 'arcade' | 'vault' | 'river' | 'composition' | 'object' | 'portrait';

export interface Palette {
  ground: string;
  light: string;
  mid: string;
  dark: string;
  accent: string;
}

/** Earth, water and stone: the colours of the exhibition's river landscape, plus the house red. */
export const PALETTES: Record<string, Palette> = {
  stone: { ground: '#e9e1d2', light: '#d8cab2', mid: '#b59a78', dark: '#4a3f36', accent: '#b00d2c' },
  river: { ground: '#dfe3dc', light: '#a9bfbd', mid: '#4f7f86', dark: '#163a44', accent: '#c8893b' },
  night: { ground: '#1c2336', light: '#3a4466', mid: '#7d6a8c', dark: '#0f1422', accent: '#d8ac55' },
  garden: { ground: '#ece6d6', light: '#b8c2a0', mid: '#6f8a62', dark: '#2f4331', accent: '#b5653f' },
  ochre: { ground: '#f1e7d3', light: '#e3c58f', mid: '#c8893b', dark: '#3b2a1f', accent: '#163a44' },
  ink: { ground: '#f3eee4', light: '#d9d2c4', mid: '#8c8577', dark: '#1d1d1b', accent: '#b00d2c' },
};

/** Deterministic pseudo-random numbers (mulberry32) from a 32-bit seed. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const f = (n: number) => Math.round(n * 10) / 10;

/** Paper light from the upper left and a soft vignette: every study shares the same light. */
function light(w: number, h: number, p: Palette, dark = false): string {
  return `<defs>
<linearGradient id="bg" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${p.ground}"/><stop offset="1" stop-color="${dark ? p.dark : p.light}"/></linearGradient>
<radialGradient id="vig" cx="0.42" cy="0.38" r="0.85"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${dark ? 0.45 : 0.18}"/></radialGradient>
</defs><rect width="${w}" height="${h}" fill="url(#bg)"/>`;
}
const vignette = (w: number, h: number) => `<rect width="${w}" height="${h}" fill="url(#vig)"/>`;

/** A cloister wall in elevation: round arches on columns, their shadowed depth, a cornice and hairline joints. */
function arcade(w: number, h: number, p: Palette, r: () => number): string {
  const count = 3 + Math.floor(r() * 3);
  const span = (w * 0.8) / count;
  const x0 = w * 0.1;
  const base = h * 0.82;
  const spring = h * (0.42 + r() * 0.08);
  const rad = span * 0.36;
  const parts: string[] = [light(w, h, p)];
  parts.push(`<rect x="${f(x0 - span * 0.2)}" y="${f(spring - rad - h * 0.16)}" width="${f(w * 0.8 + span * 0.4)}" height="${f(base - spring + rad + h * 0.16)}" fill="${p.light}"/>`);
  parts.push(`<rect x="${f(x0 - span * 0.25)}" y="${f(spring - rad - h * 0.19)}" width="${f(w * 0.8 + span * 0.5)}" height="${f(h * 0.03)}" fill="${p.mid}"/>`);
  for (let i = 0; i < count; i++) {
    const cx = x0 + span * (i + 0.5);
    const opening = `M${f(cx - rad)} ${f(base)} V${f(spring)} A${f(rad)} ${f(rad)} 0 0 1 ${f(cx + rad)} ${f(spring)} V${f(base)} Z`;
    parts.push(`<path d="${opening}" fill="${p.dark}"/>`);
    // Sunlight falling through the arch onto the floor of the walk behind.
    const sun = `M${f(cx - rad * 0.2)} ${f(base)} L${f(cx + rad * 0.9)} ${f(base)} L${f(cx + rad)} ${f(spring + rad * 0.6)} L${f(cx + rad * 0.35)} ${f(spring + rad * 0.3)} Z`;
    parts.push(`<path d="${sun}" fill="${p.ground}" fill-opacity="0.28"/>`);
    parts.push(`<path d="M${f(cx - rad - 6)} ${f(spring)} A${f(rad + 6)} ${f(rad + 6)} 0 0 1 ${f(cx + rad + 6)} ${f(spring)}" fill="none" stroke="${p.ground}" stroke-opacity="0.6" stroke-width="2"/>`);
  }
  parts.push(`<rect x="0" y="${f(base)}" width="${w}" height="${f(h - base)}" fill="${p.mid}"/>`);
  for (let y = base + (h - base) / 3; y < h; y += (h - base) / 3) parts.push(`<line x1="0" x2="${w}" y1="${f(y)}" y2="${f(y)}" stroke="${p.dark}" stroke-opacity="0.25"/>`);
  for (let y = spring - rad - h * 0.1; y < base; y += h * 0.045) parts.push(`<line x1="${f(x0 - span * 0.2)}" x2="${f(x0 + w * 0.8 + span * 0.2)}" y1="${f(y)}" y2="${f(y)}" stroke="${p.mid}" stroke-opacity="0.18"/>`);
  parts.push(vignette(w, h));
  return parts.join('');
}

/** A vaulted hall seen down its axis: pointed arches receding to a lit end wall. */
function vault(w: number, h: number, p: Palette, r: () => number): string {
  const parts: string[] = [light(w, h, p, true)];
  const vx = w * (0.45 + r() * 0.1);
  const vy = h * 0.58;
  const steps = 7;
  for (let i = 0; i < steps; i++) {
    const s = 1 - i / steps;
    const hw = Math.max(w, h) * 0.55 * s * s + w * 0.03;
    const top = vy - h * 1.05 * s * s - h * 0.12;
    const foot = vy + h * 0.55 * s * s + h * 0.05;
    const d = `M${f(vx - hw)} ${f(foot)} V${f(vy - (vy - top) * 0.35)} Q${f(vx - hw)} ${f(top)} ${f(vx)} ${f(top)} Q${f(vx + hw)} ${f(top)} ${f(vx + hw)} ${f(vy - (vy - top) * 0.35)} V${f(foot)} Z`;
    const tone = [p.dark, p.light, p.dark, p.mid, p.dark, p.light, p.ground][i];
    parts.push(`<path d="${d}" fill="${tone}" fill-opacity="${i === steps - 1 ? 1 : 0.92}"/>`);
    parts.push(`<path d="${d}" fill="none" stroke="${p.accent}" stroke-opacity="0.35" stroke-width="1.5"/>`);
  }
  // The lit window at the end of the axis.
  parts.push(`<path d="M${f(vx - w * 0.025)} ${f(vy)} V${f(vy - h * 0.12)} Q${f(vx)} ${f(vy - h * 0.17)} ${f(vx + w * 0.025)} ${f(vy - h * 0.12)} V${f(vy)} Z" fill="${p.accent}"/>`);
  parts.push(`<rect x="0" y="${f(vy + h * 0.05)}" width="${w}" height="${f(h)}" fill="${p.dark}" fill-opacity="0.35"/>`);
  parts.push(vignette(w, h));
  return parts.join('');
}

/** A river map: contour lines of the valley and the meandering stream as one strong line, with a town mark. */
function river(w: number, h: number, p: Palette, r: () => number, dark: boolean): string {
  const parts: string[] = [light(w, h, p, dark)];
  const amp = h * (0.12 + r() * 0.06);
  const phase = r() * Math.PI * 2;
  const waves = 1.4 + r() * 0.8;
  const mid = h * 0.55;
  const curve = (offset: number, scale: number) => {
    const pts: string[] = [];
    for (let i = 0; i <= 40; i++) {
      const x = (w * i) / 40;
      const t = i / 40;
      const y = mid + offset + (Math.sin(t * Math.PI * 2 * waves + phase) * 0.75 + Math.sin(t * Math.PI * 2 * waves * 2.3 + phase * 1.7) * 0.25) * amp * scale;
      pts.push(`${i ? 'L' : 'M'}${f(x)} ${f(y)}`);
    }
    return pts.join('');
  };
  for (let k = -9; k <= 9; k++) {
    if (k === 0) continue;
    parts.push(`<path d="${curve(k * h * 0.055, 1 - Math.abs(k) * 0.07)}" fill="none" stroke="${dark ? p.light : p.mid}" stroke-opacity="${0.5 - Math.abs(k) * 0.04}" stroke-width="${Math.abs(k) % 3 === 0 ? 2 : 1}"/>`);
  }
  // The floodplain: a wide pale band the river has drawn over the centuries, with an old arm beside it.
  parts.push(`<path d="${curve(0, 1)}" fill="none" stroke="${dark ? p.light : p.ground}" stroke-opacity="${dark ? 0.25 : 0.75}" stroke-width="${f(h * 0.22)}"/>`);
  parts.push(`<path d="${curve(h * 0.07, 0.8)}" fill="none" stroke="${dark ? p.light : p.mid}" stroke-opacity="0.55" stroke-width="${f(h * 0.008)}" stroke-dasharray="${f(h * 0.03)} ${f(h * 0.015)}"/>`);
  parts.push(`<path d="${curve(0, 1)}" fill="none" stroke="${p.dark === '#0f1422' ? p.accent : p.dark}" stroke-width="${f(h * 0.05)}" stroke-linecap="round"/>`);
  parts.push(`<path d="${curve(0, 1)}" fill="none" stroke="${dark ? p.light : p.mid}" stroke-width="${f(h * 0.012)}" stroke-opacity="0.8"/>`);
  const tx = w * (0.38 + r() * 0.24);
  const ty = mid - amp * 1.1;
  parts.push(`<circle cx="${f(tx)}" cy="${f(ty)}" r="${f(h * 0.03)}" fill="${p.accent}"/><circle cx="${f(tx)}" cy="${f(ty)}" r="${f(h * 0.06)}" fill="none" stroke="${p.accent}" stroke-width="2"/>`);
  parts.push(vignette(w, h));
  return parts.join('');
}

/** A colour-field composition on a quiet grid: two blocks, a disc and a horizon, hung like a painting. */
function composition(w: number, h: number, p: Palette, r: () => number): string {
  const parts: string[] = [light(w, h, p)];
  const m = Math.min(w, h);
  const cx = w / 2;
  const cy = h / 2;
  const bw = m * (0.42 + r() * 0.12);
  const bh = m * (0.5 + r() * 0.1);
  parts.push(`<rect x="${f(cx - bw * 0.95)}" y="${f(cy - bh * 0.55)}" width="${f(bw)}" height="${f(bh)}" fill="${p.mid}"/>`);
  parts.push(`<rect x="${f(cx - bw * 0.1)}" y="${f(cy - bh * 0.3)}" width="${f(bw * 0.9)}" height="${f(bh * 0.85)}" fill="${p.dark}" fill-opacity="0.92"/>`);
  const dr = m * (0.11 + r() * 0.06);
  parts.push(`<circle cx="${f(cx + bw * (0.2 + r() * 0.4))}" cy="${f(cy - bh * 0.3)}" r="${f(dr)}" fill="${p.accent}"/>`);
  parts.push(`<path d="M${f(cx - bw * 0.95)} ${f(cy + bh * 0.3)} A${f(bw * 0.5)} ${f(bw * 0.5)} 0 0 1 ${f(cx + bw * 0.05)} ${f(cy + bh * 0.3)}" fill="${p.light}" fill-opacity="0.85"/>`);
  for (let i = 1; i < 12; i++) parts.push(`<line x1="${f((w * i) / 12)}" x2="${f((w * i) / 12)}" y1="0" y2="${h}" stroke="${p.dark}" stroke-opacity="0.06"/>`);
  parts.push(`<line x1="0" x2="${w}" y1="${f(cy + bh * 0.55)}" y2="${f(cy + bh * 0.55)}" stroke="${p.dark}" stroke-width="2" stroke-opacity="0.5"/>`);
  parts.push(vignette(w, h));
  return parts.join('');
}

/** A museum object under a spotlight: a vessel or a boat on a plinth, with its shadow. */
function object(w: number, h: number, p: Palette, r: () => number): string {
  const m = Math.min(w, h);
  const cx = w / 2;
  const floor = h * 0.72;
  const parts: string[] = [
    `<defs><radialGradient id="spot" cx="0.5" cy="0.4" r="0.6"><stop offset="0" stop-color="${p.ground}"/><stop offset="1" stop-color="${p.dark}"/></radialGradient></defs>`,
    `<rect width="${w}" height="${h}" fill="url(#spot)"/>`,
    `<rect x="0" y="${f(floor)}" width="${w}" height="${f(h - floor)}" fill="${p.dark}" fill-opacity="0.55"/>`,
  ];
  const pw = m * 0.42;
  parts.push(`<rect x="${f(cx - pw / 2)}" y="${f(floor - m * 0.02)}" width="${f(pw)}" height="${f(h - floor + m * 0.02)}" fill="${p.light}"/>`);
  parts.push(`<rect x="${f(cx - pw / 2)}" y="${f(floor - m * 0.02)}" width="${f(pw * 0.35)}" height="${f(h - floor + m * 0.02)}" fill="${p.mid}" fill-opacity="0.35"/>`);
  parts.push(`<ellipse cx="${f(cx + m * 0.04)}" cy="${f(floor - m * 0.02)}" rx="${f(pw * 0.42)}" ry="${f(m * 0.025)}" fill="#000" fill-opacity="0.3"/>`);
  if (r() < 0.5) {
    // A vessel: a turned profile mirrored about its axis.
    const vh = m * (0.34 + r() * 0.08);
    const top = floor - m * 0.02 - vh;
    const belly = m * (0.13 + r() * 0.04);
    const neck = belly * (0.35 + r() * 0.2);
    const d = `M${f(cx - neck)} ${f(top)} C${f(cx - neck)} ${f(top + vh * 0.25)} ${f(cx - belly * 1.3)} ${f(top + vh * 0.35)} ${f(cx - belly)} ${f(top + vh * 0.75)} Q${f(cx - belly * 0.7)} ${f(top + vh)} ${f(cx - belly * 0.45)} ${f(top + vh)} H${f(cx + belly * 0.45)} Q${f(cx + belly * 0.7)} ${f(top + vh)} ${f(cx + belly)} ${f(top + vh * 0.75)} C${f(cx + belly * 1.3)} ${f(top + vh * 0.35)} ${f(cx + neck)} ${f(top + vh * 0.25)} ${f(cx + neck)} ${f(top)} Z`;
    parts.push(`<path d="${d}" fill="${p.mid}"/>`);
    parts.push(`<clipPath id="half"><rect x="${f(cx)}" y="0" width="${f(w)}" height="${f(h)}"/></clipPath><path d="${d}" fill="${p.dark}" fill-opacity="0.45" clip-path="url(#half)"/>`);
    parts.push(`<rect x="${f(cx - neck * 1.15)}" y="${f(top - m * 0.012)}" width="${f(neck * 2.3)}" height="${f(m * 0.02)}" fill="${p.accent}"/>`);
    parts.push(`<path d="M${f(cx - belly * 0.98)} ${f(top + vh * 0.55)} H${f(cx + belly * 0.98)}" stroke="${p.accent}" stroke-width="${f(m * 0.008)}"/>`);
  } else {
    // A dugout boat in side view, hollowed, on two supports.
    const bl = Math.min(w * 0.7, pw * 2.1);
    const bh = m * 0.12;
    const y = floor - m * 0.02 - m * 0.1;
    parts.push(`<rect x="${f(cx - bl * 0.3)}" y="${f(y + bh * 0.5)}" width="${f(m * 0.02)}" height="${f(m * 0.08)}" fill="${p.dark}"/><rect x="${f(cx + bl * 0.28)}" y="${f(y + bh * 0.5)}" width="${f(m * 0.02)}" height="${f(m * 0.08)}" fill="${p.dark}"/>`);
    parts.push(`<path d="M${f(cx - bl / 2)} ${f(y - bh * 0.2)} Q${f(cx)} ${f(y + bh * 1.6)} ${f(cx + bl / 2)} ${f(y - bh * 0.4)} Q${f(cx)} ${f(y + bh * 0.5)} ${f(cx - bl / 2)} ${f(y - bh * 0.2)} Z" fill="${p.mid}"/>`);
    parts.push(`<path d="M${f(cx - bl / 2)} ${f(y - bh * 0.2)} Q${f(cx)} ${f(y + bh * 1.6)} ${f(cx + bl / 2)} ${f(y - bh * 0.4)} L${f(cx + bl / 2)} ${f(y - bh * 0.1)} Q${f(cx)} ${f(y + bh * 2)} ${f(cx - bl / 2)} ${f(y + bh * 0.1)} Z" fill="${p.dark}" fill-opacity="0.6"/>`);
    parts.push(`<path d="M${f(cx - bl / 2)} ${f(y - bh * 0.2)} Q${f(cx)} ${f(y + bh * 0.5)} ${f(cx + bl / 2)} ${f(y - bh * 0.4)}" fill="none" stroke="${p.accent}" stroke-width="${f(m * 0.006)}"/>`);
  }
  return parts.join('');
}

/** A studio portrait in silhouette: head and shoulders turned a little, lit from the left. */
function portrait(w: number, h: number, p: Palette, r: () => number): string {
  const m = Math.min(w, h);
  const cx = w * (0.48 + r() * 0.04);
  const headY = h * 0.4;
  const hr = m * 0.17;
  const parts: string[] = [light(w, h, p)];
  const bgX = r() < 0.5 ? 0.25 : 0.75;
  parts.push(`<circle cx="${f(w * bgX)}" cy="${f(h * (0.2 + r() * 0.2))}" r="${f(m * (0.3 + r() * 0.15))}" fill="${p.accent}" fill-opacity="0.28"/>`);
  parts.push(`<rect x="${f(w * (bgX < 0.5 ? 0.62 : 0.08))}" y="0" width="${f(w * 0.3)}" height="${f(h)}" fill="${p.light}" fill-opacity="0.5"/>`);
  const shoulders = `M${f(cx - m * 0.42)} ${f(h)} C${f(cx - m * 0.4)} ${f(headY + hr * 2.2)} ${f(cx - m * 0.2)} ${f(headY + hr * 1.6)} ${f(cx)} ${f(headY + hr * 1.55)} C${f(cx + m * 0.22)} ${f(headY + hr * 1.6)} ${f(cx + m * 0.42)} ${f(headY + hr * 2.2)} ${f(cx + m * 0.44)} ${f(h)} Z`;
  const long = r() < 0.5;
  const cap = (down: number) =>
    `M${f(cx - hr * 0.95)} ${f(headY + down)} C${f(cx - hr * 1.05)} ${f(headY - hr * 1.35)} ${f(cx + hr * 1.05)} ${f(headY - hr * 1.35)} ${f(cx + hr * 0.95)} ${f(headY + down)} C${f(cx + hr * 0.6)} ${f(headY - hr * 0.55)} ${f(cx - hr * 0.6)} ${f(headY - hr * 0.5)} ${f(cx - hr * 0.95)} ${f(headY + down)} Z`;
  // Long hair falls behind the head and shoulders; the cap sits on top either way.
  if (long) parts.push(`<path d="M${f(cx - hr * 1.05)} ${f(headY + hr * 1.7)} C${f(cx - hr * 1.25)} ${f(headY - hr * 1.4)} ${f(cx + hr * 1.25)} ${f(headY - hr * 1.4)} ${f(cx + hr * 1.05)} ${f(headY + hr * 1.7)} Z" fill="${p.dark}"/>`);
  parts.push(`<path d="${shoulders}" fill="${p.dark}"/>`);
  parts.push(`<rect x="${f(cx - hr * 0.42)}" y="${f(headY + hr * 0.6)}" width="${f(hr * 0.84)}" height="${f(hr * 1.1)}" fill="${p.light}"/>`);
  parts.push(`<ellipse cx="${f(cx)}" cy="${f(headY)}" rx="${f(hr * 0.86)}" ry="${f(hr)}" fill="${p.light}"/>`);
  parts.push(`<path d="M${f(cx)} ${f(headY - hr)} A${f(hr * 0.86)} ${f(hr)} 0 0 1 ${f(cx)} ${f(headY + hr)} Z" fill="${p.mid}" fill-opacity="0.55"/>`);
  parts.push(`<path d="${cap(long ? hr * 0.35 : hr * 0.1)}" fill="${p.dark}"/>`);
  parts.push(`<path d="M${f(cx - m * 0.12)} ${f(headY + hr * 1.55)} L${f(cx)} ${f(headY + hr * 2.3)} L${f(cx + m * 0.12)} ${f(headY + hr * 1.55)}" fill="none" stroke="${p.accent}" stroke-width="${f(m * 0.012)}"/>`);
  parts.push(vignette(w, h));
  return parts.join('');
}

/** Which study a seed gets: by what the picture stands for, else by its hash. */
export function artKindFor(seed: string, pick: number): ArtKind {
  const rules: Array<[RegExp, ArtKind]> = [
    [/person|portrait/, 'portrait'],
    [/tour|kloster|hall|rooms|kuratoren/, 'arcade'],
    [/concert|music|klosterkonzerte|stadthalle|special|night|uferlicht/, 'vault'],
    [/talk|river|hero|map|flussland|wasserwissen|park|openair|garden|sommerabende|hanse/, 'river'],
    [/crown|archive|object|salzschiff|bootsbau|werft/, 'object'],
    [/workshop|kids|festival|teaser|werkstatt/, 'composition'],
  ];
  for (const [pattern, kind] of rules) if (pattern.test(seed)) return kind;
  return (['arcade', 'vault', 'river', 'composition', 'object'] as const)[pick % 5];
}

export function paletteFor(kind: ArtKind, seed: string, pick: number): Palette {
  // Heroes carry white headlines: they get the dark palette.
  if (/hero|night|openair|uferlicht|festival/.test(seed)) return PALETTES.night;
  if (/garden|park|werkstatt|kids/.test(seed)) return PALETTES.garden;
  const byKind: Record<ArtKind, string[]> = {
    arcade: ['stone', 'ochre'],
    vault: ['night', 'stone'],
    river: ['river', 'river', 'ochre'],
    composition: ['ochre', 'river', 'ink', 'garden'],
    object: ['stone', 'ink', 'river'],
    portrait: ['stone', 'river', 'ochre', 'ink'],
  };
  const names = byKind[kind];
  return PALETTES[names[pick % names.length]];
}

export function drawArt(seed: string, width: number, height: number, hash: number): string {
  const r = prng(hash);
  const kind = artKindFor(seed, hash);
  const p = paletteFor(kind, seed, hash >>> 3);
  const body = {
    arcade: () => arcade(width, height, p, r),
    vault: () => vault(width, height, p, r),
    river: () => river(width, height, p, r, p === PALETTES.night),
    composition: () => composition(width, height, p, r),
    object: () => object(width, height, p, r),
    portrait: () => portrait(width, height, p, r),
  }[kind]();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}
