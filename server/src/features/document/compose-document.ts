import fs from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { SiteSettings } from 'shared-contracts/site';
import type { RemoteMap } from 'shared-contracts/slots';
import { SHELL_STATE_GLOBAL, scriptJson } from 'shared-contracts/server-render';
import type { AppContext } from '../../context';
import { fontHeadTags } from '../../lib/brand-fonts';
import { type RemotePreview, previewBanner } from '../../lib/remote-preview';
import { originOf, withStructuredData } from './document-extras';
import { type HeadParts, renderHead } from './head';
import { inlineStylesheets } from './inline-stylesheets';
import type { PageFacts } from './page-facts';
import { INDEXABLE_ROBOTS } from './seo-files';
import { NO_SCRIPT_CONSENT_STYLE, VISITOR_MARKS_SCRIPT } from './shared-document';
import { fillTemplate, readShellTemplate } from './shell-template';
import { type DocumentParts, PARTIAL_MARK, ROOT_MARK, splitDocument } from './streamed-document';

/** Where a shared page's stylesheets go in its head, filled once the rest of the document is composed. */
export const STYLES_MARK = '<!--ssr:styles-->';

let shellCss: { dir: string; mtimeMs: number; links: string } | null = null;

/**
 * Links to the shell's stylesheets. In the browser they arrive with the shell's scripts (its code loads after the
 * federation runtime), too late for a page whose markup is already there: the reset and the chrome's styles would
 * apply seconds after the first paint and move everything. The on-demand parts' sheets are a few hundred bytes each,
 * so all of them go in rather than a list of which part needs which.
 */
export function shellStylesheets(appsRoot: string): string {
  const dir = path.join(appsRoot, 'shell', 'dist');
  try {
    const mtimeMs = fs.statSync(dir).mtimeMs;
    if (shellCss && shellCss.dir === dir && shellCss.mtimeMs === mtimeMs) return shellCss.links;
    const files = fs.readdirSync(dir).filter((name) => name.endsWith('.css')).sort();
    shellCss = { dir, mtimeMs, links: files.map((name) => `<link rel="stylesheet" href="/${name}">`).join('\n') };
    return shellCss.links;
  } catch {
    return '';
  }
}

/** What the browser boots with: the page's status and locale, and its error when there is one. */
export function bootStateOf(facts: PageFacts) {
  return { status: facts.status, locale: facts.locale, ...(facts.error ? { error: facts.error } : {}) };
}

interface DocumentOptions {
  /** ` nonce="…"` for an answer of its own, empty for a shared one (its inline scripts are allowed by hash). */
  nonce: string;
  preview: RemotePreview | null;
  /** The shell's stylesheets: none (no render), inline now, or a mark filled once the whole page is known. */
  styles: 'none' | 'inline' | 'later';
  /** The browser map of the builds that rendered the page (a kept page keeps the one it was made with). */
  remoteMap: Readonly<RemoteMap>;
}

/** The shell's template filled with the page's head and boot scripts, cut where the rendered page goes in. */
export function documentParts(ctx: AppContext, request: FastifyRequest, facts: PageFacts, settings: SiteSettings | null, options: DocumentOptions): DocumentParts {
  const map = options.remoteMap as Record<string, string>;
  request.documentRemoteMap = map;
  const { nonce } = options;
  const boot = `<script${nonce}>${VISITOR_MARKS_SCRIPT}</script>\n<noscript><style>${NO_SCRIPT_CONSENT_STYLE}</style></noscript>\n<script${nonce}>window.__REMOTE_MAP__=${scriptJson(map)};window.__SITE_BOOT__=${scriptJson(bootStateOf(facts))}</script>`;
  const preload = facts.remotes.flatMap((name) => {
    const manifest = map[name];
    if (!manifest) return [];
    const entry = manifest.replace(/[^/]*$/, 'remoteEntry.js');
    return [`<link rel="preload" href="${manifest}" as="fetch" crossorigin>`, `<link rel="preload" href="${entry}" as="script">`];
  });
  const [pathname] = request.url.split('?');
  const head: HeadParts = {
    locale: facts.locale,
    title: facts.head.title,
    description: facts.head.description ?? '',
    image: facts.head.image || settings?.design.header_logo_image || null,
    ogType: facts.head.og_type ?? 'website',
    robots: ctx.config.indexable ? INDEXABLE_ROBOTS : (settings?.design.robots ?? 'none'),
    path: facts.status === 200 ? (facts.urls[facts.locale] ?? pathname) : pathname,
    urls: facts.status === 200 ? facts.urls : {},
    origin: originOf(request),
    // The remotes first (the content waits on them); text shows in the matched fallbacks until its face arrives.
    preload: [...preload, ...fontHeadTags()],
  };
  // The shell's stylesheets go in with a rendered page (inline: no request holds up its first paint): in the browser
  // they would arrive with its scripts, after the first paint of markup that is already there, and everything would
  // move.
  const css = options.styles === 'none' ? '' : options.styles === 'later' ? `\n${STYLES_MARK}` : `\n${inlineStylesheets(shellStylesheets(ctx.config.appsRoot), ctx.config.appsRoot)}`;
  const document = fillTemplate(readShellTemplate(ctx.config.appsRoot).html, {
    lang: facts.locale,
    banner: options.preview ? previewBanner(options.preview, facts.locale, request.url) : undefined,
    head: withStructuredData(renderHead(head), facts.structuredData) + css,
    boot,
    root: ROOT_MARK,
  });
  return splitDocument(document);
}

/**
 * What closes a rendered page's head once the render is done: the partial mark when it ran out of passes (for
 * whoever reads the answer: a test, a crawler check, an operator), the slots' stylesheets, and the state the shell
 * hydrates with.
 */
export function renderedHeadEnd(appsRoot: string, page: { slotCss: string; stateJson: string; partial?: boolean }, nonce: string, withSlotCss = true): string {
  const slotCss = withSlotCss && page.slotCss ? `${inlineStylesheets(page.slotCss, appsRoot)}\n` : '';
  return `${page.partial ? `${PARTIAL_MARK}\n` : ''}${slotCss}<script${nonce}>window.${SHELL_STATE_GLOBAL}=${page.stateJson}</script>\n`;
}
