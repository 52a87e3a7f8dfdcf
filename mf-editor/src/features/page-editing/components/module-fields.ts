import {
  EVENT_LIST_FILTERS, FULL_TEASER_VARIANTS, IMAGE_FORMATS, IMAGE_LIST_VARIANTS, LINK_CLASSES, SECTION_VARIANTS, TEASER_LIST_VARIANTS, TWO_COLUMN_VARIANTS,
} from 'shared-contracts/modules';
import type { ModuleKind } from 'shared-contracts/site';

export type FieldType = 'text' | 'textarea' | 'rich' | 'select' | 'checkbox' | 'number' | 'datetime' | 'date' | 'ids' | 'faq_items' | 'image' | 'link';
export interface FieldSpec {
  name: string;
  type: FieldType;
  options?: readonly string[];
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

/** The edit form of each module kind (the fields each kind has); kinds left out have nothing to edit in place. */
export const MODULE_FIELDS: Partial<Record<ModuleKind, FieldSpec[]>> = {
  container: [text('extra_class')],
  section: [select('extra_class', SECTION_VARIANTS), image('image')],
  headline: [select('headline_level', ['2', '3', '4', '5', '6']), text('preline'), text('content'), text('subline'), text('anchor')],
  text: [rich('content'), text('anchor'), check('decrease_distance')],
  link: [text('link_text'), link('link'), select('extra_class', LINK_CLASSES), check('sticky'), check('open_new_window'), text('anchor')],
  image: [image('image'), select('format', IMAGE_FORMATS), text('caption')],
  video: [text('video_url'), image('image'), text('title'), text('length'), text('anchor')],
  video_self_hosted: [text('file'), image('image'), text('title')],
  audio: [area('code'), text('anchor')],
  audio_self_hosted: [text('file'), text('title'), text('anchor')],
  viewer: [area('code'), text('anchor')],
  social_media: [area('code'), text('anchor')],
  faq: [text('headline'), { name: 'items', type: 'faq_items' }, text('anchor')],
  quote: [area('content'), text('author'), text('anchor')],
  full_teaser: [image('image'), text('preline'), text('headline'), text('subline'), rich('text'), link('link'), text('link_text'), select('extra_class', FULL_TEASER_VARIANTS)],
  teaser_list: [select('extra_class', TEASER_LIST_VARIANTS), text('headline')],
  teaser_item: [image('image'), text('preline'), text('headline'), text('subline'), rich('text'), link('link'), text('link_text'), { name: 'online_from', type: 'datetime' }, { name: 'online_to', type: 'datetime' }],
  image_list: [select('extra_class', IMAGE_LIST_VARIANTS), select('format', IMAGE_FORMATS)],
  logo_list: [text('headline')],
  logo_item: [image('image'), text('title'), link('link')],
  venue: [{ name: 'venue', type: 'number' }],
  venue_list: [text('headline')],
  html: [area('html_code')],
  form: [text('hubspot_id')],
  hero_media: [text('headline'), rich('text'), text('button_text'), link('button_link'), check('sticky'), image('image'), text('video'), { name: 'online_from', type: 'datetime' }, { name: 'online_to', type: 'datetime' }],
  two_columns: [select('extra_class', TWO_COLUMN_VARIANTS), rich('text'), image('image')],
  blog_teaser_list: [text('headline'), { name: 'items', type: 'ids' }],
  event_list: [text('headline'), { name: 'date_from', type: 'date' }, { name: 'date_to', type: 'date' }, { name: 'tag', type: 'number' }, select('filters', EVENT_LIST_FILTERS)],
  highlight_teasers: [text('headline'), { name: 'categories', type: 'ids' }],
  anchor_list: [check('sticky')],
  anchor_item: [text('title'), text('anchor')],
  video_list: [text('headline')],
};
