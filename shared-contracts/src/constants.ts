/**
 * Plain constants of the contract, free of zod: browsers import them from here, so a remote that needs one value does
 * not load the schema library with it (the first visit's JS budget, decision 032). entities.ts and modules.ts re-export them unchanged.
 */
import type { AuthState } from './site';

/** Event list filter keys (room, exhibition type, topic, series, genre). */
export const FILTER_KEYS = ['room', 'type', 'tag', 'series', 'genre'] as const;

/** Ticketing failures (HTTP 409): -214 not enough (connected) seats, -204 no current reservation. */
export const CART_ERROR_NOT_ENOUGH_SEATS = -214;
export const CART_ERROR_NO_RESERVATION = -204;
export const CART_HOLD_MINUTES = 15;
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
