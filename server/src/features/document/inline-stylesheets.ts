import fs from 'node:fs';
import path from 'node:path';
import { remoteAsset } from './app-assets';

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
  const html = links.replace(LINK, (tag, href: string) => {
    const file = fileOf(appsRoot, href);
    if (file) files.push([file, mtimeOf(file)]);
    const css = file ? cssOf(file) : null;
    if (css === null) return tag;
    if (seen.has(css)) return '';
    seen.add(css);
    // Only `</style` could end the element early; `\/` reads as `/` in CSS.
    return `<style data-href="${href}">${css.replace(/<\/style/gi, '<\\/style')}</style>`;
  });
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
