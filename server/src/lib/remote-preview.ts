import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { REMOTES, type RemoteMap, type RemoteName } from 'shared-contracts/slots';
import type { Queryable } from '../db/types';
import type { RemoteMaps } from './remote-registry';
import { storedSecret } from './server-secrets';

/**
 * A candidate build of one remote shown to one browser only, as import-map overrides do for a live site: the cookie
 * names the remote and the candidate's browser manifest, signed by the server so nobody can point another browser
 * at code of their choosing. Pages with a preview are rendered for that browser alone and never kept.
 */
export const PREVIEW_COOKIE = 'remote_preview';
/** How long a preview lasts unless it is ended: a working day. */
export const PREVIEW_SECONDS = 8 * 60 * 60;
const SECRET_NAME = 'remote-preview-key';

export interface RemotePreview {
  remote: RemoteName;
  manifestUrl: string;
  version: string;
  /** Seconds since the epoch when the preview ends by itself. */
  expires: number;
}

const signature = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest('base64url');

/** The cookie's value for `preview`. */
export async function signPreview(db: Queryable, preview: RemotePreview): Promise<string> {
  const body = Buffer.from(JSON.stringify(preview)).toString('base64url');
  return `${body}.${signature(await storedSecret(db, SECRET_NAME), body)}`;
}

/** The preview a request carries, or null without one, with a forged or expired one, or one for an unknown remote. */
export async function previewOf(db: Queryable, request: FastifyRequest, nowMs: number): Promise<RemotePreview | null> {
  const value = request.cookies?.[PREVIEW_COOKIE];
  if (!value) return null;
  const [body, signed] = value.split('.');
  if (!body || !signed) return null;
  const expected = Buffer.from(signature(await storedSecret(db, SECRET_NAME), body));
  const given = Buffer.from(signed);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let preview: RemotePreview;
  try {
    preview = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as RemotePreview;
  } catch {
    return null;
  }
  if (!Object.hasOwn(REMOTES, preview.remote) || typeof preview.manifestUrl !== 'string' || preview.expires * 1000 < nowMs) return null;
  return preview;
}

/**
 * The maps with the candidate in the browser's map. The server keeps rendering with the live build (one container
 * per remote serves every visitor), so the document host leaves the previewed remote's slots to the browser.
 */
export function withPreview(maps: RemoteMaps, preview: RemotePreview): RemoteMaps {
  return { browser: Object.freeze({ ...maps.browser, [preview.remote]: preview.manifestUrl } as RemoteMap), server: maps.server };
}

const BANNER_TEXT = {
  de: (p: RemotePreview) => `Vorschau: ${p.remote} in Version ${p.version}, nur in diesem Browser.`,
  en: (p: RemotePreview) => `Preview: ${p.remote} version ${p.version}, in this browser only.`,
};
const EXIT_TEXT = { de: 'Vorschau beenden', en: 'End preview' };

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The bar a previewing browser sees on every page, plain HTML outside the page's root so it needs no script and
 * takes no part in hydration; its link ends the preview and comes back to the same page.
 */
export function previewBanner(preview: RemotePreview, locale: 'de' | 'en', path: string): string {
  const exit = `/api/remotes/preview/exit/?next=${encodeURIComponent(path)}`;
  return (
    `<div role="region" aria-label="${locale === 'de' ? 'Vorschau' : 'Preview'}" data-remote-preview style="position:sticky;top:0;z-index:10000;display:flex;gap:1rem;flex-wrap:wrap;align-items:center;justify-content:center;padding:.5rem 1rem;background:#1b1b1b;color:#fff;font:600 0.95rem/1.4 system-ui,sans-serif">` +
    `<span>${escape(BANNER_TEXT[locale](preview))}</span>` +
    `<a href="${escape(exit)}" style="color:#fff;text-decoration:underline">${EXIT_TEXT[locale]}</a></div>`
  );
}
