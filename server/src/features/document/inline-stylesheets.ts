import fs from 'node:fs';
import path from 'node:path';
import { remoteAsset } from './app-assets';
import { type CssPiece, documentTokens, parseStylesheet, usedCss } from './css-usage';
import { foreignCss, isForeign } from './foreign-stylesheets';

const LINK = /<link rel="stylesheet" href="([^"]+)">/g;
const read = new Map<string, { mtimeMs: number; css: string } | null>();

/** The built file behind a same-origin stylesheet address: the shell's dist or a known remote's; null otherwise. */
function fileOf(appsRoot: string, href: string): string | null {
  if (!href.startsWith('/') || href.startsWith('//') || href.includes('..')) return null;
  const remote = remoteAsset(appsRoot, href);
  if (remote) return /^[\w./-]+\.css$/.test(remote.rel) ? path.join(remote.distRoot, remote.rel) : null;
  return /^\/[\w.-]+\.css$/.test(href) ? path.join(appsRoot, 'shell', 'dist', href.slice(1)) : null;
}

/** The file's text, read again only when a new build replaced it; null when it is not there. */
function cssOf(file: string): string | null {
  let mtimeMs: number;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    return null;
  }
  const known = read.get(file);
  if (known && known.mtimeMs === mtimeMs) return known.css;
  const css = fs.readFileSync(file, 'utf8');
  read.set(file, { mtimeMs, css });
  return css;
}

/**
 * The page's stylesheet links as inline `<style>` elements, in the same order and place. Every stylesheet of a
 * rendered page blocks its first paint; fetched one by one that is a round trip each on a phone network (fourteen on
 * the home page), inlined it is none, and all of them together are a few kilobytes compressed. Files that are the
 * same bytes under two names go in once. A link that is not one of our built files (a remote served from elsewhere)
 * stays a link. The browser code that loads the same sheets later finds them in its cache or adds the same rules
 * again, which changes nothing.
 */
export function inlineStylesheets(links: string, appsRoot: string): string {
  const key = `${appsRoot}\n${links}`;
  const now = Date.now();
  const known = assembled.get(key);
  if (known && (now - known.at < RECHECK_MS || known.files.every(([file, mtimeMs]) => mtimeOf(file) === mtimeMs))) {
    known.at = now;
    return known.html;
  }
  const files: Array<[string, number]> = [];
  const seen = new Set<string>();
  let foreign = false;
  const html = links.replace(LINK, (tag, href: string) => {
    if (isForeign(href)) {
      // Another origin's sheet goes in once the server has it, and is never a link that holds up the first paint.
      foreign = true;
      const css = foreignCss(href);
      return css === null ? '' : `<style data-href="${href}">${escapeStyle(css)}</style>`;
    }
    const file = fileOf(appsRoot, href);
    if (file) files.push([file, mtimeOf(file)]);
    const css = file ? cssOf(file) : null;
    if (css === null) return tag;
    if (seen.has(css)) return '';
    seen.add(css);
    return `<style data-href="${href}">${escapeStyle(css)}</style>`;
  });
  if (foreign) return html;
  if (assembled.size >= MAX_ASSEMBLED) assembled.clear();
  assembled.set(key, { at: now, html, files });
  return html;
}

/**
 * The inlined styles of each set of links a page had, so a render does not read, escape and join the same 80 KB
 * again: every page of one kind has the same set. The files behind a set are looked at again after `RECHECK_MS`, so
 * a new build shows within a second, as the slots' manifests do.
 */
const assembled = new Map<string, { at: number; html: string; files: Array<[string, number]> }>();
const RECHECK_MS = 1000;
/** Far more than the kinds of page there are; only a bound against an endless variety of links. */
const MAX_ASSEMBLED = 200;

/** -1 for a file that is not there (it stays a link until it is). */
function mtimeOf(file: string): number {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return -1;
  }
}

const parsed = new Map<string, { css: string; pieces: CssPiece[] }>();

/** The file's text cut into pieces, cut again only when a new build changed its text. */
function piecesOf(file: string, css: string): CssPiece[] {
  const known = parsed.get(file);
  if (known && known.css === css) return known.pieces;
  const pieces = parseStylesheet(css);
  parsed.set(file, { css, pieces });
  return pieces;
}

/** Marks the links whose sheets the browser applies once they have arrived (`LATER_STYLES_SCRIPT`). */
const LATER = 'data-later-style';

/**
 * Turns each `link[data-later-style]` (a low-priority preload: it neither blocks the first paint nor counts as loaded
 * for the apps' own stylesheet loaders) into a stylesheet once it has arrived. A preload that finished before this
 * ran is applied with the page's load event at the latest. A script, because the page's policy allows no inline
 * event handlers; it changes only those links.
 */
export const LATER_STYLES_SCRIPT =
  `(function(d){var l=d.querySelectorAll('link[${LATER}]'),i;function on(e){if(e.rel!=='stylesheet')e.rel='stylesheet'}` +
  `for(i=0;i<l.length;i++)l[i].addEventListener('load',on.bind(null,l[i]));` +
  `addEventListener('load',function(){for(i=0;i<l.length;i++)on(l[i])})})(document)`;

/**
 * The page's stylesheet links, split for the first paint: of each built file only the rules the page's markup may
 * use go inline, in the files' order (a file that is used whole goes in as `inlineStylesheets` puts it, and the apps'
 * loaders know it is there). Each file that went in only in part is fetched whole at low priority and applied once it
 * has arrived: the rules for what the browser's code shows later (an open menu, a dialog, a widget), which the first
 * paint never needs. Without scripts, `<noscript>` links apply them. `html` is the whole document: every element
 * that paints first is in it, so what is left out matches nothing on the first screen and nothing moves when it comes.
 */
export function firstPaintStylesheets(links: string, appsRoot: string, html: string, nonce = ''): string {
  const tokens = documentTokens(html);
  const seen = new Set<string>();
  const later: string[] = [];
  const inline = links.replace(LINK, (tag, href: string) => {
    if (isForeign(href)) {
      // Another origin's sheet: whole once the server has it, else it arrives later and never blocks the first paint.
      const css = foreignCss(href);
      if (css !== null) return `<style data-href="${href}">${escapeStyle(css)}</style>`;
      later.push(href);
      return '';
    }
    const file = fileOf(appsRoot, href);
    const css = file ? cssOf(file) : null;
    if (file === null || css === null) return tag;
    if (seen.has(css)) return '';
    seen.add(css);
    const used = usedCss(piecesOf(file, css), tokens);
    if (used.whole) return `<style data-href="${href}">${escapeStyle(css)}</style>`;
    // A file none of whose rules the page uses is left to the code that shows what it styles: its loader fetches it.
    if (used.matched > 0) later.push(href);
    return used.css ? `<style data-first-paint="${href}">${escapeStyle(used.css)}</style>` : '';
  });
  if (!later.length) return inline;
  const preloads = later.map((href) => `<link rel="preload" as="style" href="${href}" fetchpriority="low" ${LATER}>`).join('\n');
  const noScript = later.map((href) => `<link rel="stylesheet" href="${href}">`).join('');
  return `${inline}\n${preloads}\n<script${nonce}>${LATER_STYLES_SCRIPT}</script>\n<noscript>${noScript}</noscript>`;
}

/** Only `</style` could end the element early; `\/` reads as `/` in CSS. */
function escapeStyle(css: string): string {
  return css.replace(/<\/style/gi, '<\\/style');
}
