import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { type DocumentEncoding, encodeWhole } from './document-encoding';
import { ALERT_COOKIE, CONSENT_COOKIE, CONSENT_DIALOG_ID } from 'shared-contracts/api-paths';

/**
 * How long a shared cache (a CDN, nginx) may answer with a kept anonymous document before it asks again
 * (DOCUMENT_S_MAXAGE), and how long past that it may still serve it while it asks (DOCUMENT_STALE_SECONDS). One
 * second keeps a publish and the seat counts a page shows true within a second even behind a proxy that cannot be
 * purged: asking again costs the server a 304 from its own cache.
 */
export const SHARED_MAX_AGE_SECONDS = 1;
export const SHARED_STALE_SECONDS = 30;

/**
 * Who may keep a document. Anonymous answers are the same for every visitor (nothing in them is drawn from cookies),
 * so any cache may keep them; browsers check again on each view (max-age=0), shared caches after `sMaxAge`. Staff
 * answers show drafts and tools: nobody keeps them. Failures (5xx) are not kept either, so the next visitor retries.
 * A page streamed while it is first rendered carries its own nonce: the browser may keep it, nobody else.
 */
export function documentCacheControl(request: FastifyRequest, status: number, shared: { sMaxAge: number; stale: number }, sharedAnswer: boolean): string {
  if (request.user) return 'private, no-store';
  if (status >= 500) return 'no-store';
  if (!sharedAnswer) return 'private, no-cache';
  return `public, max-age=0, s-maxage=${shared.sMaxAge}, stale-while-revalidate=${shared.stale}`;
}

/**
 * A finished anonymous document as every visitor who gets it receives it: its bytes, its validator and its scripts'
 * hashes worked out once, and each encoding compressed once, when first asked for. Serving a kept page then costs
 * about what sending a file costs, instead of hashing, scanning and compressing 150 KB of HTML per request.
 */
export class SharedAnswer {
  readonly body: Buffer;
  readonly scriptHashes: string[];
  private readonly digest: string;
  private readonly encoded = new Map<Exclude<DocumentEncoding, null>, Buffer>();

  constructor(html: string) {
    this.body = Buffer.from(html, 'utf8');
    this.scriptHashes = inlineScriptHashes(html);
    this.digest = createHash('sha256').update(this.body).digest('base64url').slice(0, 27);
  }

  /** A strong validator of one representation: the bytes of the page and how they are encoded. */
  etag(encoding: DocumentEncoding): string {
    return `"${this.digest}${encoding ? `-${encoding}` : ''}"`;
  }

  bytes(encoding: DocumentEncoding): Buffer {
    if (!encoding) return this.body;
    let bytes = this.encoded.get(encoding);
    if (!bytes) this.encoded.set(encoding, (bytes = encodeWhole(this.body, encoding)));
    return bytes;
  }
}

const answers = new WeakMap<object, WeakMap<object, SharedAnswer>>();
const NO_PAGE = {};

/**
 * The shared answer composed from a page's kept facts and a kept rendered page (or none), made once per pair: both
 * are replaced, never changed, when the cache renews them, so the pair names exactly one document.
 */
export function sharedAnswerOf(facts: object, page: object | null, compose: () => string): SharedAnswer {
  let byPage = answers.get(facts);
  if (!byPage) answers.set(facts, (byPage = new WeakMap()));
  let answer = byPage.get(page ?? NO_PAGE);
  if (!answer) byPage.set(page ?? NO_PAGE, (answer = new SharedAnswer(compose())));
  return answer;
}

/** Whether an If-None-Match header names this ETag (a list, weak forms and `*` included). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

/**
 * The CSP sources of a document's inline scripts: their SHA-256 hashes. A shared document cannot carry a per-answer
 * nonce (every visitor would get the same one), and a hash allows exactly the script the server wrote.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\ssrc=/i.test(attributes) || /\stype="application\/(ld\+)?json"/i.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(match[2] ?? '').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The surrogate keys of a document (Fastly's Surrogate-Key, Cloudflare's Cache-Tag): `site` for every page (any CMS
 * or settings write purges all), and `event-<id>` for each event whose seats it shows.
 */
export function surrogateKeys(tags: Iterable<string>): string {
  const keys = new Set(['site']);
  for (const tag of tags) keys.add(tag.replace(/[^a-z0-9-]/gi, '-'));
  return [...keys].join(' ');
}

/**
 * Runs before the page paints and before the shell hydrates: hides what the visitor's cookies say is gone from the
 * first frame, instead of it flashing in the shared page until the browser's code has run: the alert they dismissed
 * (`[data-alert-id]`) and, once a cookie choice is stored, the cookie dialog every shared page carries
 * (`[data-consent-pending]`, an attribute the dialog drops as soon as the browser's code has decided). It only adds a
 * style rule to the head; React hydrates `#root`, which it never touches.
 */
export const VISITOR_MARKS_SCRIPT =
  `(function(d){var c=d.cookie,r='',m=c.match(/(?:^|; )${ALERT_COOKIE}=([^;]*)/);` +
  `if(m)r+='[data-alert-id="'+decodeURIComponent(m[1]).replace(/[^0-9]/g,'')+'"]{display:none!important}';` +
  `if(/(?:^|; )${CONSENT_COOKIE}=[^;]/.test(c))r+='[data-consent-pending]{display:none!important}';` +
  `if(r){var s=d.createElement('style');s.textContent=r;d.head.appendChild(s)}})(document)`;

/**
 * For browsers without scripts (inside `<noscript>`): the cookie dialog every shared page carries cannot know that
 * this visitor has chosen, so it does not block the page (a bar at the bottom, nothing dimmed, the page clickable), and
 * the page its form post returns to (`#cookie-consent`) hides it.
 */
export const NO_SCRIPT_CONSENT_STYLE =
  `[data-consent-pending]{inset:auto 0 0 0!important;background:none!important;pointer-events:none!important}` +
  `#${CONSENT_DIALOG_ID}:target{display:none!important}`;
