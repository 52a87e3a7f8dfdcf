import {
  EVENT_LIST_FILTERS, FULL_TEASER_VARIANTS, IMAGE_FORMATS, IMAGE_LIST_VARIANTS, LINK_CLASSES, SECTION_VARIANTS, TEASER_LIST_VARIANTS, TWO_COLUMN_VARIANTS,
} from 'shared-contracts/modules';
import type { ModuleKind } from 'shared-contracts/site';

export type FieldType = 'text' | 'textarea' | 'rich' | 'select' | 'checkbox' | 'number' | 'datetime' | 'date' | 'ids';
export interface FieldSpec {
  name: string;
  type: FieldType;
  options?: readonly string[];
}

const text = (name: string): FieldSpec => ({ name, type: 'text' });
const area = (name: string): FieldSpec => ({ name, type: 'textarea' });
const rich = (name: string): FieldSpec => ({ name, type: 'rich' });
const check = (name: string): FieldSpec => ({ name, type: 'checkbox' });
const select = (name: string, options: readonly string[]): FieldSpec => ({ name, type: 'select', options });

/** The edit form of each module kind (the fields each kind has); kinds left out have nothing to edit in place. */
export const MODULE_FIELDS: Partial<Record<ModuleKind, FieldSpec[]>> = {
  container: [text('extra_class')],
  section: [select('extra_class', SECTION_VARIANTS), text('image')],
  headline: [select('headline_level', ['2', '3', '4', '5', '6']), text('preline'), text('content'), text('subline'), text('anchor')],
  text: [rich('content'), text('anchor'), check('decrease_distance')],
  link: [text('link_text'), text('link'), select('extra_class', LINK_CLASSES), check('sticky'), check('open_new_window'), text('anchor')],
  image: [text('image'), select('format', IMAGE_FORMATS), text('caption')],
  video: [text('video_url'), text('image'), text('title'), text('length'), text('anchor')],
  video_self_hosted: [text('file'), text('image'), text('title')],
  audio: [area('code'), text('anchor')],
  audio_self_hosted: [text('file'), text('title'), text('anchor')],
  viewer: [area('code'), text('anchor')],
  social_media: [area('code'), text('anchor')],
  faq: [text('headline'), text('anchor')],
  quote: [area('content'), text('author'), text('anchor')],
  full_teaser: [text('image'), text('preline'), text('headline'), text('subline'), rich('text'), text('link'), text('link_text'), select('extra_class', FULL_TEASER_VARIANTS)],
  teaser_list: [select('extra_class', TEASER_LIST_VARIANTS), text('headline')],
  teaser_item: [text('image'), text('preline'), text('headline'), text('subline'), rich('text'), text('link'), text('link_text'), { name: 'online_from', type: 'datetime' }, { name: 'online_to', type: 'datetime' }],
  image_list: [select('extra_class', IMAGE_LIST_VARIANTS), select('format', IMAGE_FORMATS)],
  logo_list: [text('headline')],
  logo_item: [text('image'), text('title'), text('link')],
  venue: [{ name: 'venue', type: 'number' }],
  venue_list: [text('headline')],
  html: [area('html_code')],
  form: [text('hubspot_id')],
  hero_media: [text('headline'), rich('text'), text('button_text'), text('button_link'), check('sticky'), text('image'), text('video'), { name: 'online_from', type: 'datetime' }, { name: 'online_to', type: 'datetime' }],
  two_columns: [select('extra_class', TWO_COLUMN_VARIANTS), rich('text'), text('image')],
  blog_teaser_list: [text('headline'), { name: 'items', type: 'ids' }],
  event_list: [text('headline'), { name: 'date_from', type: 'date' }, { name: 'date_to', type: 'date' }, { name: 'tag', type: 'number' }, select('filters', EVENT_LIST_FILTERS)],
  highlight_teasers: [text('headline'), { name: 'categories', type: 'ids' }],
  anchor_list: [check('sticky')],
  anchor_item: [text('title'), text('anchor')],
  video_list: [text('headline')],
};
