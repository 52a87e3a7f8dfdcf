/**
 * Payload schemas of every editor module kind: the editor validates with them before sending,
 * the server validates every create/update with them (400 naming the field). Each schema describes a module's `data`.
 */
import { z } from 'shared-contracts/zod';
import { imageObjSchema, imageThumbnailsSchema } from 'shared-contracts/entities';
import { COLUMN_LAYOUTS, MODULE_KINDS, type ModuleKind } from 'shared-contracts/site';
import { EMBED_PROVIDERS, type EmbedKind, embedProviderOf, isVideoLink } from 'shared-contracts/constants';
import { visibleTextLength } from 'shared-contracts/visible-text';

// Kept in a zod-free file for browsers; re-exported so every existing import keeps working.
export { EMBED_PROVIDERS };

export const REQUIRED_MESSAGE = 'This field is required!';

export const LINK_CLASSES = ['button', 'secondary button', 'link', 'slider'] as const;
export const IMAGE_FORMATS = ['large', 'medium', 'small'] as const;
export const FULL_TEASER_VARIANTS = ['image-left', 'image-right', 'fullscreen'] as const;
export const TEASER_LIST_VARIANTS = ['slider', 'list'] as const;
export const IMAGE_LIST_VARIANTS = ['slider', 'grid', 'masonry', 'parallax', 'parallax-semi-lazy'] as const;
export const SECTION_VARIANTS = ['default', 'beige', 'turquoise', 'beige-decoration', 'turquoise-decoration'] as const;
export const TWO_COLUMN_VARIANTS = ['image-text', 'text-image'] as const;
export const EVENT_LIST_FILTERS = ['none', 'next_3_days', 'weekend'] as const;
export const FULL_TEASER_TEXT_MAX = 3000;
export const BLOG_ITEMS_MIN = 1;
export const BLOG_ITEMS_MAX = 8;

/** Kinds laid out in columns (`layout` + `columns`) and list kinds whose items are child modules of one kind. */
export const COLUMN_KINDS: readonly ModuleKind[] = ['container', 'section'];
export const LIST_CHILD_KINDS: Partial<Record<ModuleKind, readonly ModuleKind[]>> = {
  teaser_list: ['teaser_item'],
  image_list: ['image'],
  logo_list: ['logo_item'],
  venue_list: ['venue'],
  anchor_list: ['anchor_item'],
  video_list: ['video'],
  event_list: ['teaser_item'],
};
/** Fields holding rich text (bold, italic, link, lists): the server sanitizes them to that allow-list. */
export const RICH_TEXT_FIELDS: Partial<Record<ModuleKind, readonly string[]>> = {
  text: ['content'],
  full_teaser: ['text'],
  teaser_item: ['text'],
  hero_media: ['text'],
  two_columns: ['text'],
  faq: ['items.*.answer'],
};

const required = (max = 500) => z.string({ error: REQUIRED_MESSAGE }).trim().min(1, REQUIRED_MESSAGE).max(max);
const optionalText = (max = 500) => z.string().max(max).optional();
/** Rich text limited by what visitors read (the markup around it is bounded only against abuse). */
const richText = (max: number) =>
  z.string().max(100_000).superRefine((value, ctx) => {
    if (visibleTextLength(value) > max) ctx.addIssue({ code: 'too_big', maximum: max, origin: 'string', inclusive: true, input: value, message: `Too big: expected at most ${max} characters of text` });
  });
const anchor = z.string().max(100).regex(/^[A-Za-z0-9_-]*$/, 'Invalid anchor').optional();
/** A link target: a site path, an anchor, or an http(s)/mailto/tel url. */
const linkTarget = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => /^(\/|#|https?:\/\/|mailto:|tel:)/i.test(v), 'Invalid link');
const requiredLink = z.string({ error: REQUIRED_MESSAGE }).trim().min(1, REQUIRED_MESSAGE).pipe(linkTarget);
/** An image reference: its url (the picker fills image_obj and image_thumbnails beside it). */
const imageRef = z.string().trim().max(2000).refine((v) => /^(\/|https?:\/\/)/.test(v), 'Invalid image');
const requiredImage = z.string({ error: REQUIRED_MESSAGE }).trim().min(1, REQUIRED_MESSAGE).pipe(imageRef);
/**
 * `image_alt` is this placement's own alt text; left empty, the page shows the media library's current one (the server
 * fills `image_obj.alt` and `image_obj.caption` from the library whenever it answers).
 */
const imageExtras = { image_alt: optionalText(1000), image_obj: imageObjSchema.nullable().optional(), image_thumbnails: imageThumbnailsSchema.nullable().optional() };
/** A date-time with its UTC offset (`Z` or ±hh:mm): without one, each reader would place it in its own time zone. */
const dateTime = z
  .string()
  .trim()
  .refine((v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(v) && !Number.isNaN(Date.parse(v)), 'Invalid date: use a date-time with its UTC offset');
const embedCode = (kind: Exclude<EmbedKind, 'video'>) =>
  z
    .string({ error: REQUIRED_MESSAGE })
    .trim()
    .min(1, REQUIRED_MESSAGE)
    .max(20000)
    .refine((v) => embedProviderOf(kind, v) !== null, `Allowed providers: ${EMBED_PROVIDERS[kind].join(', ')}`);
/** A video URL must be a valid URL or a YouTube or Vimeo link, checked on the parsed host. */
const videoUrl = z
  .string({ error: REQUIRED_MESSAGE })
  .trim()
  .min(1, REQUIRED_MESSAGE)
  .url('Invalid video URL')
  .refine(isVideoLink, 'Invalid video URL: YouTube or Vimeo only');
const fileUrl = z.string({ error: REQUIRED_MESSAGE }).trim().min(1, REQUIRED_MESSAGE).max(2000).refine((v) => /^(\/|https?:\/\/)/.test(v), 'Invalid file');

export const moduleDataSchemas = {
  container: z.object({ extra_class: optionalText(100) }),
  headline: z.object({
    headline_level: z.coerce.number().int().min(2).max(6).default(2),
    preline: optionalText(),
    content: required(),
    subline: optionalText(),
    anchor,
  }),
  text: z.object({ content: z.string().max(100_000).default(''), anchor, decrease_distance: z.boolean().default(false) }),
  link: z.object({
    link_text: required(200),
    link: requiredLink,
    extra_class: z.enum(LINK_CLASSES, { error: REQUIRED_MESSAGE }),
    sticky: z.boolean().default(false),
    open_new_window: z.boolean().optional(),
    anchor,
  }),
  image: z.object({
    image: requiredImage,
    format: z.enum(IMAGE_FORMATS, { error: REQUIRED_MESSAGE }),
    caption: optionalText(1000),
    size: z.enum(['vertical', 'horizontal']).optional(),
    ...imageExtras,
  }),
  video: z.object({ video_url: videoUrl, image: imageRef.optional(), title: optionalText(), length: optionalText(20), anchor, ...imageExtras }),
  video_self_hosted: z.object({ file: fileUrl, image: imageRef.optional(), title: optionalText(), ...imageExtras }),
  audio: z.object({ code: embedCode('audio'), anchor }),
  audio_self_hosted: z.object({ file: fileUrl, title: optionalText(), anchor }),
  viewer: z.object({ code: embedCode('viewer'), anchor }),
  social_media: z.object({ code: embedCode('social_media'), anchor }),
  faq: z.object({
    headline: optionalText(),
    items: z.array(z.object({ question: required(500), answer: z.string().max(20_000) })).min(1, REQUIRED_MESSAGE).max(50),
    anchor,
  }),
  quote: z.object({ content: required(2000), author: optionalText(), anchor }),
  full_teaser: z.object({
    image: requiredImage,
    link: linkTarget.optional(),
    link_text: optionalText(200),
    preline: optionalText(),
    headline: required(),
    subline: optionalText(),
    text: richText(FULL_TEASER_TEXT_MAX).optional(),
    extra_class: z.enum(FULL_TEASER_VARIANTS).default('image-left'),
    ...imageExtras,
  }),
  teaser_list: z.object({ extra_class: z.enum(TEASER_LIST_VARIANTS).default('slider'), headline: optionalText() }),
  teaser_item: z.object({
    image: imageRef.optional(),
    preline: optionalText(),
    headline: optionalText(),
    subline: optionalText(),
    text: richText(FULL_TEASER_TEXT_MAX).optional(),
    link_text: optionalText(200),
    link: linkTarget.optional(),
    online_from: dateTime.optional(),
    online_to: dateTime.optional(),
    ...imageExtras,
  }),
  image_list: z.object({ extra_class: z.enum(IMAGE_LIST_VARIANTS).default('grid'), format: z.enum(IMAGE_FORMATS).optional() }),
  logo_list: z.object({ extra_class: z.string().max(100).default('default'), headline: optionalText() }),
  logo_item: z.object({ image: requiredImage, title: optionalText(), link: linkTarget.optional(), ...imageExtras }),
  venue: z.object({ venue: z.coerce.number({ error: REQUIRED_MESSAGE }).int().positive(REQUIRED_MESSAGE) }),
  venue_list: z.object({ headline: optionalText() }),
  html: z.object({ html_code: z.string().max(200_000).default('') }),
  form: z.object({ hubspot_id: required(100) }),
  hero_media: z.object({
    headline: required(),
    text: z.string().max(5000).optional(),
    button_text: optionalText(200),
    button_link: linkTarget.optional(),
    sticky: z.boolean().default(false),
    image: imageRef.optional(),
    video: fileUrl.optional(),
    online_from: z.string({ error: REQUIRED_MESSAGE }).min(1, REQUIRED_MESSAGE).pipe(dateTime),
    online_to: dateTime.optional(),
    ...imageExtras,
  }),
  section: z.object({ extra_class: z.enum(SECTION_VARIANTS).default('default'), image: imageRef.optional(), ...imageExtras }),
  two_columns: z.object({
    extra_class: z.enum(TWO_COLUMN_VARIANTS).default('image-text'),
    text: z.string({ error: REQUIRED_MESSAGE }).trim().min(1, REQUIRED_MESSAGE).max(20_000),
    image: requiredImage,
    ...imageExtras,
  }),
  blog_teaser_list: z.object({
    headline: optionalText(),
    items: z
      .array(z.coerce.number().int().positive(), { error: REQUIRED_MESSAGE })
      .min(BLOG_ITEMS_MIN, REQUIRED_MESSAGE)
      .max(BLOG_ITEMS_MAX, `At most ${BLOG_ITEMS_MAX} items`),
  }),
  event_list: z.object({
    headline: optionalText(),
    date_from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Invalid date').optional(),
    date_to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Invalid date').optional(),
    tag: z.coerce.number().int().positive().optional(),
    filters: z.enum(EVENT_LIST_FILTERS).default('none'),
  }),
  highlight_teasers: z.object({ headline: optionalText(), categories: z.array(z.coerce.number().int().positive()).max(20).default([]) }),
  anchor_list: z.object({ sticky: z.boolean().default(false) }),
  anchor_item: z.object({ title: required(200), anchor: z.string().min(1, REQUIRED_MESSAGE).max(100).regex(/^[A-Za-z0-9_-]+$/, 'Invalid anchor') }),
  video_list: z.object({ headline: optionalText() }),
} satisfies Record<ModuleKind, z.ZodType>;

export type ModuleData<K extends ModuleKind> = z.infer<(typeof moduleDataSchemas)[K]>;

/** What the editor sends to create or replace a module (`data` validated by the kind's schema). */
export const moduleWriteSchema = z.object({
  content_type: z.enum(MODULE_KINDS),
  page: z.number().int().positive().nullable().optional(),
  parent: z.number().int().positive().nullable().optional(),
  column_index: z.number().int().min(0).max(3).nullable().optional(),
  position: z.number().int().min(0).max(10_000).optional(),
  slug: z.string().trim().min(1).max(100).regex(/^[a-z0-9][a-z0-9_-]*$/, 'Invalid slug').nullable().optional(),
  object_id: z.number().int().nullable().optional(),
  layout: z.enum(COLUMN_LAYOUTS).optional(),
  column_classes: z.array(z.string().max(100)).max(4).optional(),
  data: z.record(z.string(), z.unknown()).default({}),
});
export type ModuleWrite = z.infer<typeof moduleWriteSchema>;
export const modulePatchSchema = moduleWriteSchema.omit({ content_type: true }).partial();
export const reorderSchema = z.object({ ids: z.array(z.number().int().positive()).min(1).max(500) });

/** Pages resource of the editor: per-language fields nested by locale. */
const pageTranslationWrite = z.object({
  // Lower-case words joined by hyphens, folders by single slashes, no slash at either end ('' is the home page).
  path: z
    .string()
    .trim()
    .max(300)
    .regex(/^([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?$/, 'Invalid path: lower-case letters, digits and hyphens, folders separated by /'),
  title: z.string().trim().min(1, REQUIRED_MESSAGE).max(300),
  headline: z.string().max(300).optional(),
  meta_title: z.string().max(300).optional(),
  meta_description: z.string().max(1000).optional(),
  og_title: z.string().max(300).optional(),
  og_description: z.string().max(1000).optional(),
});
/** The sharing type of a page (og:type). */
export const OG_TYPES = ['website', 'article'] as const;
export const pageWriteSchema = z.object({
  parent: z.number().int().positive().nullable().optional(),
  position: z.number().int().min(0).optional(),
  is_online: z.boolean().optional(),
  is_clickable: z.boolean().optional(),
  in_menu: z.boolean().optional(),
  in_footer: z.boolean().optional(),
  is_landing_page: z.boolean().optional(),
  middleware: z.array(z.string().max(100)).max(10).optional(),
  og_type: z.enum(OG_TYPES).optional(),
  /** An image of the media library (its url); null removes the page's own sharing image. */
  og_image: imageRef.nullable().optional(),
  translations: z.object({ de: pageTranslationWrite, en: pageTranslationWrite }),
});
export const pagePatchSchema = pageWriteSchema.partial().extend({
  translations: z.object({ de: pageTranslationWrite.partial(), en: pageTranslationWrite.partial() }).partial().optional(),
});
export const restoreSchema = z.object({ version_id: z.coerce.number().int().positive() });
/** Publishing a page's draft: an optional note for the version list. */
export const publishSchema = z.object({ note: z.string().trim().max(200).optional() });
