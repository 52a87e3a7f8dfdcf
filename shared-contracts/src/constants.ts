/**
 * Plain constants of the contract, free of zod: browsers import them from here, so a remote that needs one value does
 * not load the schema library with it (the first visit's JS budget, decision 032). entities.ts and modules.ts
 * re-export them unchanged.
 */
import type { AuthState } from 'shared-contracts/site';

/** Event list filter keys (room, exhibition type, topic, series, genre). */
export const FILTER_KEYS = ['room', 'type', 'tag', 'series', 'genre'] as const;

/** Ticketing failures (HTTP 409): -214 not enough (connected) seats, -204 no current reservation. */
export const CART_ERROR_NOT_ENOUGH_SEATS = -214;
export const CART_ERROR_NO_RESERVATION = -204;
/**
 * The reason a -214 names, for clients to put in words: the category (seat group or time slot) has no seat left, or
 * fewer than asked for (the answer's `free` says how many).
 */
export const SEATS_REASON = { soldOut: 'sold_out', tooFew: 'too_few_seats' } as const;
export type SeatsReason = (typeof SEATS_REASON)[keyof typeof SEATS_REASON];
export const CART_HOLD_MINUTES = 15;
/** Header that makes a checkout's confirm safe to repeat: the same key answers the same order. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** The reason in a 503 from the cart and the checkout while staff have switched the ticket shop off. */
export const SHOP_OFFLINE_REASON = 'shop_offline';
/** A cart over its ticket limit (HTTP 409, with `limit`): too many tickets in the cart or in one seat group. */
export const CART_ERROR_TICKET_LIMIT = -300;
/** Most tickets one cart may hold, in total and per seat group, unless the server is configured otherwise. */
export const DEFAULT_TICKET_LIMIT = 10;

/** Numeric form field types; 9 holds a single value (default null), 5 and 7 hold lists. */
export const FIELD_TYPES = {
  singleLine: 1,
  multiLine: 2,
  email: 3,
  number: 4,
  checkboxes: 5,
  dropdown: 6,
  multiSelect: 7,
  radio: 8,
  checkbox: 9,
  date: 10,
  file: 11,
  hidden: 12,
  url: 13,
} as const;
export const MULTI_VALUE_FIELD_TYPES: readonly number[] = [FIELD_TYPES.checkboxes, FIELD_TYPES.multiSelect];

/** Embed allow-lists (docs/product.md): the code must name one of these providers. */
export const EMBED_PROVIDERS = {
  audio: ['spotify', 'soundcloud', 'podigee', 'idagio'],
  viewer: ['issuu', 'yumpu', 'indd.adobe'],
  social_media: ['instagram', 'twitter', 'facebook', 'tiktok'],
  video: ['youtube', 'youtu.be', 'vimeo'],
} as const;

/**
 * The domains behind each provider name. Embeds and video links are checked on the parsed host (the domain itself or
 * one of its subdomains): a provider's name somewhere in the text, as in `evil.example/?spotify` or
 * `youtube.com.evil.example`, is not enough.
 */
export const EMBED_PROVIDER_DOMAINS = {
  audio: ['spotify.com', 'soundcloud.com', 'podigee.io', 'podigee.com', 'idagio.com'],
  viewer: ['issuu.com', 'yumpu.com', 'indd.adobe.com'],
  social_media: ['instagram.com', 'twitter.com', 'x.com', 't.co', 'twimg.com', 'facebook.com', 'facebook.net', 'fbcdn.net', 'tiktok.com'],
  video: ['youtube.com', 'youtube-nocookie.com', 'youtu.be', 'vimeo.com'],
} as const;
export type EmbedKind = keyof typeof EMBED_PROVIDER_DOMAINS;

/** The lower-case host of an http(s) or protocol-relative url, or '' when it is none. */
export function hostOfUrl(url: string): string {
  try {
    const parsed = new URL(url.startsWith('//') ? `https:${url}` : url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.hostname.toLowerCase().replace(/\.$/, '') : '';
  } catch {
    return '';
  }
}

/** Whether a host is one of the domains or a subdomain of one (`www.youtube.com` yes, `youtube.com.evil.example` no). */
export function isHostAllowed(host: string, domains: readonly string[]): boolean {
  return Boolean(host) && domains.some((d) => host === d || host.endsWith(`.${d}`));
}

/** Every url an embed code loads (src attributes) or names (any other absolute url), decoded from HTML entities. */
function urlsOfCode(code: string): { sources: string[]; all: string[] } {
  const text = code.replace(/&amp;/gi, '&').replace(/&#x2f;|&#47;/gi, '/').replace(/&colon;|&#58;/gi, ':');
  const sources = [...text.matchAll(/\bsrc\s*=\s*["']?([^"'\s>]+)/gi)].map((m) => m[1]);
  const all = [...text.matchAll(/(?:https?:)?\/\/[^\s"'<>()]+/gi)].map((m) => m[0]);
  return { sources, all };
}

/**
 * An embed code is allowed when everything it loads (each src) is on the kind's domains and it names at least one url
 * there; the provider whose domain it uses is returned, null when refused.
 */
export function embedProviderOf(kind: Exclude<EmbedKind, 'video'>, code: string): string | null {
  const domains = EMBED_PROVIDER_DOMAINS[kind];
  const { sources, all } = urlsOfCode(code);
  if (sources.some((src) => !isHostAllowed(hostOfUrl(src), domains))) return null;
  const host = all.map(hostOfUrl).find((h) => isHostAllowed(h, domains));
  if (!host) return null;
  return EMBED_PROVIDERS[kind].find((name) => host.includes(name.split('.')[0])) ?? host;
}

/** A YouTube or Vimeo link: an https url whose host is one of their domains. */
export function isVideoLink(url: string): boolean {
  return isHostAllowed(hostOfUrl(url.trim()), EMBED_PROVIDER_DOMAINS.video);
}

/**
 * Sections that live outside any page and are fetched by slug (the events overlay's intro text). The editor lists
 * them in structure mode and offers to create the empty container when one is missing.
 */
export const NAMED_SECTIONS = ['events-overlay-intro'] as const;

/** The auth state of an anonymous visitor: every field of the auth state false or null. */
export const ANONYMOUS: AuthState = {
  has_dashboard_online_access: false,
  is_logged_in: false,
  username: null,
  email: null,
  first_name: null,
  last_name: null,
  login_url: null,
  logout_url: null,
  webshop_url: null,
};
