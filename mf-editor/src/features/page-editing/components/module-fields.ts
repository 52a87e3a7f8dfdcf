import {
  BLOG_ITEMS_MAX, EVENT_LIST_FILTERS, FULL_TEASER_VARIANTS, IMAGE_FORMATS, IMAGE_LIST_VARIANTS, LINK_CLASSES, SECTION_VARIANTS, TEASER_LIST_VARIANTS, TWO_COLUMN_VARIANTS,
} from 'shared-contracts/modules';
import type { ModuleKind } from 'shared-contracts/site';
import type { ChoiceKind } from 'shared-contracts/editor/choices';
import type { FileKind } from 'shared-contracts/editor/media';

export type FieldType = 'text' | 'textarea' | 'rich' | 'select' | 'checkbox' | 'number' | 'datetime' | 'date' | 'ids' | 'faq_items' | 'image' | 'link' | 'ref' | 'file';
export interface FieldSpec {
  name: string;
  type: FieldType;
  options?: readonly string[];
  /** For references: the list they are chosen from, one entry or several (up to max). */
  choice?: { kind: ChoiceKind; multiple: boolean; max?: number };
  /** For self-hosted files: video or audio, chosen in the file finder. */
  fileKind?: FileKind;
}

const text = (name: string): FieldSpec => ({ name, type: 'text' });
const area = (name: string): FieldSpec => ({ name, type: 'textarea' });
const rich = (name: string): FieldSpec => ({ name, type: 'rich' });
const check = (name: string): FieldSpec => ({ name, type: 'checkbox' });
/** An image url chosen in the image finder (typing one stays possible for images outside the library). */
const image = (name: string): FieldSpec => ({ name, type: 'image' });
/** A link target: found with the link finder (site search) or typed. */
const link = (name: string): FieldSpec => ({ name, type: 'link' });
const select = (name: string, options: readonly string[]): FieldSpec => ({ name, type: 'select', options });
/** A reference to one entry (stored as its id) or several (a list of ids), chosen from a searchable list. */
const one = (name: string, kind: ChoiceKind): FieldSpec => ({ name, type: 'ref', choice: { kind, multiple: false } });
const many = (name: string, kind: ChoiceKind, max?: number): FieldSpec => ({ name, type: 'ref', choice: { kind, multiple: true, max } });
/** A self-hosted video or audio file of the library (its url), chosen or uploaded in the file finder. */
const file = (name: string, fileKind: FileKind): FieldSpec => ({ name, type: 'file', fileKind });

/** The edit form of each module kind (the fields each kind has); kinds left out have nothing to edit in place. */
export const MODULE_FIELDS: Partial<Record<ModuleKind, FieldSpec[]>> = {
  container: [text('extra_class')],
  section: [select('extra_class', SECTION_VARIANTS), image('image')],
  headline: [select('headline_level', ['2', '3', '4', '5', '6']), text('preline'), text('content'), text('subline'), text('anchor')],
  text: [rich('content'), text('anchor'), check('decrease_distance')],
  link: [text('link_text'), link('link'), select('extra_class', LINK_CLASSES), check('sticky'), check('open_new_window'), text('anchor')],
  image: [image('image'), text('image_alt'), select('format', IMAGE_FORMATS), text('caption')],
  video: [text('video_url'), image('image'), text('title'), text('length'), text('anchor')],
  video_self_hosted: [file('file', 'video'), image('image'), text('title')],
  audio: [area('code'), text('anchor')],
  audio_self_hosted: [file('file', 'audio'), text('title'), text('anchor')],
  viewer: [area('code'), text('anchor')],
  social_media: [area('code'), text('anchor')],
  faq: [text('headline'), { name: 'items', type: 'faq_items' }, text('anchor')],
  quote: [area('content'), text('author'), text('anchor')],
  full_teaser: [image('image'), text('image_alt'), text('preline'), text('headline'), text('subline'), rich('text'), link('link'), text('link_text'), select('extra_class', FULL_TEASER_VARIANTS)],
  teaser_list: [select('extra_class', TEASER_LIST_VARIANTS), text('headline')],
  teaser_item: [image('image'), text('image_alt'), text('preline'), text('headline'), text('subline'), rich('text'), link('link'), text('link_text'), { name: 'online_from', type: 'datetime' }, { name: 'online_to', type: 'datetime' }],
  image_list: [select('extra_class', IMAGE_LIST_VARIANTS), select('format', IMAGE_FORMATS)],
  logo_list: [text('headline')],
  logo_item: [image('image'), text('title'), link('link')],
  venue: [one('venue', 'venues')],
  venue_list: [text('headline')],
  html: [area('html_code')],
  form: [text('hubspot_id')],
  hero_media: [text('headline'), rich('text'), text('button_text'), link('button_link'), check('sticky'), image('image'), text('image_alt'), file('video', 'video'), { name: 'online_from', type: 'datetime' }, { name: 'online_to', type: 'datetime' }],
  two_columns: [select('extra_class', TWO_COLUMN_VARIANTS), rich('text'), image('image'), text('image_alt')],
  blog_teaser_list: [text('headline'), many('items', 'articles', BLOG_ITEMS_MAX)],
  event_list: [text('headline'), { name: 'date_from', type: 'date' }, { name: 'date_to', type: 'date' }, one('tag', 'event-tags'), select('filters', EVENT_LIST_FILTERS)],
  highlight_teasers: [text('headline'), many('categories', 'article-categories')],
  anchor_list: [check('sticky')],
  anchor_item: [text('title'), text('anchor')],
  video_list: [text('headline')],
};
