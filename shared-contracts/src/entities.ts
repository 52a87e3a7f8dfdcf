/**
 * Entities (docs/product.md) as zod schemas; the server validates its answers against them in tests,
 * the browser imports only the inferred types. Localized text arrives already in the locale of the request.
 */
import { z } from 'shared-contracts/zod';
import { ticketWhereSchema } from 'shared-contracts/orders';
import { SEATS_REASON, CART_ERROR_NOT_ENOUGH_SEATS, CART_ERROR_NO_RESERVATION, CART_ERROR_TICKET_LIMIT, CART_HOLD_MINUTES, DEFAULT_TICKET_LIMIT, FIELD_TYPES, FILTER_KEYS, MULTI_VALUE_FIELD_TYPES } from 'shared-contracts/constants';

// The constants live in a zod-free file for browsers; re-exported so every existing import keeps working.
export { CART_ERROR_NOT_ENOUGH_SEATS, CART_ERROR_NO_RESERVATION, CART_ERROR_TICKET_LIMIT, CART_HOLD_MINUTES, DEFAULT_TICKET_LIMIT, FIELD_TYPES, FILTER_KEYS, MULTI_VALUE_FIELD_TYPES };

export const localizedUrlsSchema = z.object({ de: z.string(), en: z.string() });
export type LocalizedUrls = z.infer<typeof localizedUrlsSchema>;

export const imageThumbnailsSchema = z.object({ small: z.string(), medium: z.string(), large: z.string() });
export const imageObjSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  webp: z.string(),
  avif: z.string(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  copyright: z.string().nullable().optional(),
  /** The media library's caption in the answer's language (a placement's own caption beside the image wins). */
  caption: z.string().optional(),
});
export type ImageThumbnails = z.infer<typeof imageThumbnailsSchema>;
export type ImageObj = z.infer<typeof imageObjSchema>;

export const paginated = <T extends z.ZodTypeAny>(item: T) =>
  z.object({ count: z.number().int(), next: z.string().nullable(), previous: z.string().nullable(), results: z.array(item) });
export interface Paginated<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** 400 answers: `message` names the field; `errors` is keyed by field (form entries: by field slug). */
export const apiErrorSchema = z.object({
  message: z.string(),
  field: z.string().optional(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

// ---- Filter options -------------------------------------------------------------------------
export const filterOptionSchema = z.object({ id: z.number().int(), name: z.string(), show_in_filter: z.boolean().optional() });
export type FilterOption = z.infer<typeof filterOptionSchema>;
export const exhibitionTypeSchema = z.object({ slug: z.string(), name: z.string() });
export type ExhibitionType = z.infer<typeof exhibitionTypeSchema>;
export type FilterKey = (typeof FILTER_KEYS)[number];
/** Selected id per key; empty string or null means none. The date is separate. */
export type FilterState = Record<FilterKey, string | null>;

// ---- Booking --------------------------------------------------------------------------------
export const priceSchema = z.object({
  id: z.number().int(),
  price: z.string(),
  sale_type_id: z.number().int(),
  seat_group: z.string(),
  text: z.string(),
  name: z.string(),
  has_discounts: z.boolean(),
});
export const timeslotSchema = z.object({
  id: z.number().int(),
  time_start: z.string(),
  status: z.string(),
  block_id: z.number().int(),
  available: z.number().int(),
});
export const seatGroupSchema = z.object({
  id: z.number().int(),
  seat_group: z.string(),
  text: z.string(),
  status: z.string(),
  available: z.number().int(),
  prices: z.array(priceSchema),
  timeslots: z.array(timeslotSchema),
});
export type Price = z.infer<typeof priceSchema>;
export type Timeslot = z.infer<typeof timeslotSchema>;
export type SeatGroup = z.infer<typeof seatGroupSchema>;
export interface SelectedTicket {
  ticket: Pick<Price, 'id' | 'seat_group' | 'sale_type_id'>;
  amount: number;
}

export const cartRequestSchema = z.object({
  quantities: z.array(z.number().int().min(1).max(20)).min(1).max(20),
  event_jet_id: z.number().int().positive(),
  sale_type_ids: z.array(z.number().int().positive()).min(1).max(20),
  seat_group: z.string().min(1).max(40).optional(),
  block_id: z.number().int().positive().optional(),
});
export type CartRequest = z.infer<typeof cartRequestSchema>;
export const cartResponseSchema = z.object({ tickets_quantity: z.number().int(), cart_url: z.string(), expires_at: z.string().optional() });
export type CartResponse = z.infer<typeof cartResponseSchema>;
/** Ticketing failures (HTTP 409): -214 not enough (connected) seats, -204 no current reservation, -300 over the ticket limit (with `limit`). */
/** `free` and `sold_out` come with -214: the seats the category still has, so a visitor who missed the last ones is told it is sold out. */
export const cartErrorSchema = z.object({
  response_code: z.number().int(),
  message: z.string(),
  limit: z.number().int().optional(),
  free: z.number().int().optional(),
  sold_out: z.boolean().optional(),
  reason: z.enum([SEATS_REASON.soldOut, SEATS_REASON.tooFew]).optional(),
});
export type CartError = z.infer<typeof cartErrorSchema>;
/** GET /api/shop-cart/: the visitor's held tickets for the shop page (a lapsed hold shows as an empty cart). */
export const cartLineSchema = z.object({
  id: z.number().int(),
  // Where and when (venue, room, doors); optional so a cart from an older server still reads.
  event: z.object({ id: z.number().int(), title: z.string(), date_start: z.string(), urls: z.object({ de: z.string(), en: z.string() }), where: ticketWhereSchema.optional() }),
  seat_group: z.string(),
  seat_group_text: z.string(),
  time_start: z.string().nullable(),
  sale_type_id: z.number().int(),
  price_name: z.string(),
  price_text: z.string(),
  price: z.string(),
  amount: z.number().int(),
  expires_at: z.string(),
});
export type CartLine = z.infer<typeof cartLineSchema>;
export const cartSchema = z.object({
  tickets_quantity: z.number().int(),
  cart_url: z.string(),
  expires_at: z.string().nullable(),
  lines: z.array(cartLineSchema),
});
export type Cart = z.infer<typeof cartSchema>;

// ---- Events, teasers, productions, series, venues, team --------------------------------------
export const namedRefSchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string().optional() });
export type NamedRef = z.infer<typeof namedRefSchema>;

export const eventSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  subtitle: z.string(),
  preline: z.string(),
  description: z.string(),
  date_start: z.string(),
  date_end: z.string().nullable(),
  /** When the doors open (Berlin offset), null when not stated; optional so an answer of an older server still reads. */
  entry_time: z.string().nullable().optional(),
  /** The exhibition type's display name (e.g. "Konzert"). */
  event_type_new: z.string(),
  /** The mark: a bookable show, or a teaser-type entry (info only). */
  mark: z.enum(['show', 'teaser']),
  id_jet: z.number().int().nullable(),
  ticket_url: z.string().nullable(),
  is_free: z.boolean(),
  is_sold_out: z.boolean(),
  /** The box office stopped sales: no new tickets online until it is switched off. */
  sales_stopped: z.boolean(),
  room: namedRefSchema.nullable(),
  venue: namedRefSchema.nullable(),
  exhibition_type: exhibitionTypeSchema.nullable(),
  tags: z.array(namedRefSchema),
  series: namedRefSchema.nullable(),
  genre: namedRefSchema.nullable(),
  production: namedRefSchema.nullable(),
  image_obj: imageObjSchema.nullable(),
  image_thumbnails: imageThumbnailsSchema.nullable(),
  prices: z.array(priceSchema),
  seat_groups: z.array(seatGroupSchema),
  urls: localizedUrlsSchema,
});
export type Event = z.infer<typeof eventSchema>;

export const teaserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  link: z.string(),
  preline: z.string(),
  subline: z.string(),
  headline: z.string(),
  link_text: z.string(),
  image_obj: imageObjSchema.nullable(),
  image_thumbnails: imageThumbnailsSchema.nullable(),
  /** YYYY-MM-DD; sorts as 23:59:59 of that day (Europe/Berlin). */
  position: z.string(),
});
export type Teaser = z.infer<typeof teaserSchema>;

export const productionSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  subtitle: z.string(),
  description: z.string(),
  season: namedRefSchema,
  exhibition_type: exhibitionTypeSchema.nullable(),
  tags: z.array(namedRefSchema),
  date_from: z.string().nullable(),
  date_to: z.string().nullable(),
  image_obj: imageObjSchema.nullable(),
  image_thumbnails: imageThumbnailsSchema.nullable(),
  ticket_url: z.string().nullable(),
  urls: localizedUrlsSchema,
});
export type Production = z.infer<typeof productionSchema>;

export const seriesSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  show_in_filter: z.boolean(),
  image_obj: imageObjSchema.nullable(),
  urls: localizedUrlsSchema,
});
export type Series = z.infer<typeof seriesSchema>;

export const venueSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  street: z.string(),
  zip: z.string(),
  city: z.string(),
  lat: z.number(),
  lng: z.number(),
  /** How to get in with a wheelchair, a pram or a guide dog: plain text, paragraphs split by blank lines; '' when none. */
  accessibility: z.string(),
  rooms: z.array(namedRefSchema),
  image_obj: imageObjSchema.nullable(),
  urls: localizedUrlsSchema,
});
export type Venue = z.infer<typeof venueSchema>;

export const personSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.string(),
  bio: z.string(),
  category: namedRefSchema,
  image_obj: imageObjSchema.nullable(),
  urls: localizedUrlsSchema,
});
export type Person = z.infer<typeof personSchema>;

// ---- Magazine --------------------------------------------------------------------------------
export const articleCategorySchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });
export type ArticleCategory = z.infer<typeof articleCategorySchema>;
export const articleTeaserSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  teaser_text: z.string(),
  date: z.string(),
  category: articleCategorySchema,
  tags: z.array(articleCategorySchema),
  image_obj: imageObjSchema.nullable(),
  image_thumbnails: imageThumbnailsSchema.nullable(),
  urls: localizedUrlsSchema,
  /** Only in a staff session's answer, for an article visitors do not get yet: switched off, or waiting for its time. */
  state: z.enum(['offline', 'scheduled']).optional(),
  /** With `state`: when it is due (ISO 8601), null for "at once". */
  publish_at: z.string().nullable().optional(),
});
export type ArticleTeaser = z.infer<typeof articleTeaserSchema>;
export const articleSchema = articleTeaserSchema.extend({ author: z.string(), body: z.string() });
export type Article = z.infer<typeof articleSchema>;

export const breakingNewsSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  text: z.string(),
  link: z.object({ url: z.string() }).nullable(),
  link_title: z.string(),
});
export type BreakingNews = z.infer<typeof breakingNewsSchema>;

// ---- Opening hours ---------------------------------------------------------------------------
export const openingHoursEntrySchema = z.object({
  time_from: z.string().nullable(),
  time_to: z.string().nullable(),
  closed: z.boolean(),
  alternative_text: z.string().nullable(),
  alternative_link_url: z.string().nullable(),
});
export type OpeningHoursEntry = z.infer<typeof openingHoursEntrySchema>;
export const openingHoursTodaySchema = z.object({
  opening_hours: z.array(openingHoursEntrySchema),
  opening_hours_exceptions: z.array(openingHoursEntrySchema),
});
export type OpeningHoursToday = z.infer<typeof openingHoursTodaySchema>;

// ---- Forms -----------------------------------------------------------------------------------
export const formFieldSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  slug: z.string(),
  field_type: z.union([z.number().int(), z.literal('emailconfirm')]),
  required: z.boolean(),
  visible: z.boolean(),
  choices: z.array(z.object({ value: z.string(), label: z.string() })),
  default: z.union([z.string(), z.array(z.string())]).nullable(),
  placeholder_text: z.string(),
  help_text: z.string(),
  /** Limits of a number field (inclusive); null when open. */
  min_value: z.number().nullable(),
  max_value: z.number().nullable(),
});
export type FormField = z.infer<typeof formFieldSchema>;
export const formSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Staff's rich text (paragraphs, marks, links), cleaned by the server: inserted as markup. */
  intro: z.string(),
  fields: z.array(formFieldSchema),
});
export type Form = z.infer<typeof formSchema>;
export const formEntryRequestSchema = z.object({
  form: z.number().int().positive(),
  field_values: z.record(z.string().max(100), z.union([z.string().max(10000), z.array(z.string().max(1000)).max(100), z.number(), z.boolean(), z.null()])),
});
export type FormEntryRequest = z.infer<typeof formEntryRequestSchema>;
/**
 * The same entry as an HTML form posts it (application/x-www-form-urlencoded): the form's id and one value per field
 * slug, a field with several choices repeated.
 */
export const formEntryPostSchema = z
  .object({ form: z.coerce.number().int().positive() })
  .catchall(z.union([z.string().max(10000), z.array(z.string().max(1000)).max(100)]));
export const formEntryResponseSchema = z.object({ id: z.number().int(), message: z.string() });
export const tempFileSchema = z.object({ id: z.string(), name: z.string(), size: z.number().int(), content_type: z.string() });
export type TempFile = z.infer<typeof tempFileSchema>;

// ---- Search ----------------------------------------------------------------------------------
export const SEARCH_CATEGORIES = ['events', 'others'] as const;
export const searchHitSchema = z.object({
  id: z.number().int(),
  type: z.enum(['event', 'production', 'article', 'page', 'person', 'venue', 'series']),
  title: z.string(),
  text: z.string(),
  url: z.string(),
  date: z.string().nullable(),
  image_obj: imageObjSchema.nullable(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;
export const searchResponseSchema = z.object({ query: z.string(), events: paginated(searchHitSchema), others: paginated(searchHitSchema) });
export type SearchResponse = z.infer<typeof searchResponseSchema>;
/** Autocomplete shape is "not shown" in the specification: suggestions are whole words or titles to submit. */
export const autocompleteResponseSchema = z.object({ query: z.string(), suggestions: z.array(z.string()) });
export type AutocompleteResponse = z.infer<typeof autocompleteResponseSchema>;

// ---- Detail answers and small lists ------------------------------------------------------
/** GET /api/calendar/: the days (YYYY-MM-DD) of the requested month that have events under the filters. */
export const calendarResponseSchema = z.array(z.string());
/** One line of an event's or production's own opening hours ("Di–So 10:00–18:00"); times HH:MM:SS or null. */
export const detailOpeningHoursSchema = z.object({ days: z.string(), time_from: z.string().nullable(), time_to: z.string().nullable(), closed: z.boolean() });
export type DetailOpeningHours = z.infer<typeof detailOpeningHoursSchema>;
export const detailImageSchema = z.object({ caption: z.string(), image_obj: imageObjSchema, image_thumbnails: imageThumbnailsSchema.nullable() });
export type DetailImage = z.infer<typeof detailImageSchema>;
/** A programme item of the day ("19:00 Einlass"); time_label is free text, empty when the item has no time. */
export const detailProgramSchema = z.object({ time_label: z.string(), title: z.string(), text: z.string() });
export type DetailProgram = z.infer<typeof detailProgramSchema>;
export const detailVideoSchema = z.object({ url: z.string(), title: z.string(), image_obj: imageObjSchema.nullable() });
export type DetailVideo = z.infer<typeof detailVideoSchema>;
/** A person involved and their role; `urls` links to the team page when the person is a team member. */
export const contributorSchema = z.object({ name: z.string(), role: z.string(), urls: localizedUrlsSchema.nullable() });
export type Contributor = z.infer<typeof contributorSchema>;
export const partnerSchema = z.object({ name: z.string(), logo_url: z.string(), link: z.string().nullable() });
export type Partner = z.infer<typeof partnerSchema>;
/** The detail-page parts events and productions share; each list is empty (or the text '') when the part is absent. */
export const detailPartsSchema = z.object({
  important_info: z.string(),
  opening_hours: z.array(detailOpeningHoursSchema),
  images: z.array(detailImageSchema),
  programs: z.array(detailProgramSchema),
  video: detailVideoSchema.nullable(),
  contributors: z.array(contributorSchema),
  articles: z.array(articleTeaserSchema),
  promoters: z.array(partnerSchema),
});
export type DetailParts = z.infer<typeof detailPartsSchema>;
/**
 * Where an event takes place, for its page: its venue (the event's own, else its room's) with the address, the map
 * position and the accessibility note ('' when none), so the page can lead to the venue, plan a route and say how to
 * get in.
 */
export const eventLocationSchema = venueSchema.pick({ id: true, slug: true, name: true, street: true, zip: true, city: true, lat: true, lng: true, accessibility: true });
export type EventLocation = z.infer<typeof eventLocationSchema>;
/**
 * GET /api/events/{id}/: the event plus its detail parts, its child events, its sponsors and its location (null when
 * it has no venue; optional so an answer from an older server still reads).
 */
export const eventDetailSchema = eventSchema
  .extend(detailPartsSchema.shape)
  .extend({ children: z.array(eventSchema), sponsors: z.array(partnerSchema), location: eventLocationSchema.nullable().optional() });
export type EventDetail = z.infer<typeof eventDetailSchema>;
export const productionDetailSchema = productionSchema.extend(detailPartsSchema.shape).extend({ events: z.array(eventSchema) });
export type ProductionDetail = z.infer<typeof productionDetailSchema>;
export const seriesDetailSchema = seriesSchema.extend({ events: z.array(eventSchema) });
export type SeriesDetail = z.infer<typeof seriesDetailSchema>;
export const venueDetailSchema = venueSchema.extend({ events: z.array(eventSchema) });
export type VenueDetail = z.infer<typeof venueDetailSchema>;
export const personCategorySchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });
export type PersonCategory = z.infer<typeof personCategorySchema>;
