import { z } from 'shared-contracts/zod';
import type { FieldSpec, ListItemFieldSpec } from 'shared-contracts/back-office/descriptor';
import { bi, imageUrl, optionalText, requiredText } from 'shared-contracts/back-office/fields';

/**
 * The list-shaped sections of an event's or a production's detail page (image slider, programme, contributors,
 * sponsors, promoters) and its video, as fields of the back office's form. The server stores them in the detail
 * tables the public page already reads.
 */

const requiredImage = () => imageUrl().refine((url) => url !== '', 'required');
const webLink = () =>
  z
    .string()
    .trim()
    .max(500, 'at most 500 characters')
    .regex(/^(https?:\/\/\S+)?$/, 'must be an http(s) address')
    .default('');

export const sliderImageSchema = z.object({ image: requiredImage(), caption_de: optionalText(300), caption_en: optionalText(300) });
export const programItemSchema = z.object({
  time_label: optionalText(50),
  title_de: requiredText(300),
  title_en: requiredText(300),
  text_de: optionalText(2000),
  text_en: optionalText(2000),
});
export const contributorSchema = z.object({ name: requiredText(200), role_de: requiredText(200), role_en: requiredText(200) });
export const partnerSchema = z.object({ name: requiredText(200), logo: requiredImage(), link: webLink() });

export const MAX_SLIDER_IMAGES = 30;
const list = <T extends z.ZodType>(item: T, max: number) => z.array(item).max(max, `at most ${max} entries`).default([]);

/** The schema fields every owner with a detail page carries. */
export const detailSectionFields = () => ({
  slider_images: list(sliderImageSchema, MAX_SLIDER_IMAGES),
  programs: list(programItemSchema, 50),
  video_url: z
    .string()
    .trim()
    .max(500, 'at most 500 characters')
    .regex(/^(https:\/\/\S+)?$/, 'must be an https address of YouTube or Vimeo')
    .default(''),
  video_title_de: optionalText(300),
  video_title_en: optionalText(300),
  contributors: list(contributorSchema, 50),
  sponsors: list(partnerSchema, 20),
  promoters: list(partnerSchema, 20),
});

export type DetailSectionValues = { [K in keyof ReturnType<typeof detailSectionFields>]: z.infer<ReturnType<typeof detailSectionFields>[K]> };

const text = (de: string, en: string): ListItemFieldSpec => ({ label: bi(de, en), widget: { type: 'text' } });
const partnerItem = {
  name: text('Name', 'Name'),
  logo: { label: bi('Logo', 'Logo'), widget: { type: 'image' } },
  link: { ...text('Link', 'Link'), help: bi('https://… (leer: kein Link)', 'https://… (empty: no link)') },
} as const;

/** How the form shows them: lists in the order of the page, the video as three plain fields. */
export const detailSectionSpecs = (): Record<keyof DetailSectionValues, FieldSpec> => ({
  slider_images: {
    label: bi('Bildergalerie', 'Image slider'),
    widget: {
      type: 'list',
      item: {
        image: { label: bi('Bild', 'Image'), widget: { type: 'image' } },
        caption_de: text('Bildunterschrift (deutsch)', 'Caption (German)'),
        caption_en: text('Bildunterschrift (englisch)', 'Caption (English)'),
      },
      itemName: bi('Bild', 'Image'),
      itemTitle: 'caption_de',
      max: MAX_SLIDER_IMAGES,
    },
    help: bi('Die Bildunterschrift ist zugleich der Alternativtext des Bildes.', "The caption is also the image's alt text."),
  },
  programs: {
    label: bi('Programm', 'Programme'),
    widget: {
      type: 'list',
      item: {
        time_label: { ...text('Uhrzeit', 'Time'), help: bi('z. B. 19:30 oder „ab 14 Uhr“', 'e.g. 19:30 or "from 2 pm"') },
        title_de: text('Titel (deutsch)', 'Title (German)'),
        title_en: text('Titel (englisch)', 'Title (English)'),
        text_de: { label: bi('Text (deutsch)', 'Text (German)'), widget: { type: 'textarea' } },
        text_en: { label: bi('Text (englisch)', 'Text (English)'), widget: { type: 'textarea' } },
      },
      itemName: bi('Programmpunkt', 'Programme item'),
      itemTitle: 'title_de',
      max: 50,
    },
  },
  video_url: {
    label: bi('Video (Link)', 'Video (link)'),
    widget: { type: 'text' },
    help: bi('Link zu YouTube oder Vimeo; leer: kein Video', 'A YouTube or Vimeo link; empty: no video'),
  },
  video_title_de: { label: bi('Videotitel (deutsch)', 'Video title (German)'), widget: { type: 'text' } },
  video_title_en: { label: bi('Videotitel (englisch)', 'Video title (English)'), widget: { type: 'text' } },
  contributors: {
    label: bi('Mitwirkende', 'Contributors'),
    widget: {
      type: 'list',
      item: { name: text('Name', 'Name'), role_de: text('Funktion (deutsch)', 'Role (German)'), role_en: text('Funktion (englisch)', 'Role (English)') },
      itemName: bi('Mitwirkende Person', 'Contributor'),
      itemTitle: 'name',
      max: 50,
    },
  },
  sponsors: {
    label: bi('Sponsoren', 'Sponsors'),
    widget: { type: 'list', item: partnerItem, itemName: bi('Sponsor', 'Sponsor'), itemTitle: 'name', max: 20 },
  },
  promoters: {
    label: bi('Veranstalter', 'Promoters'),
    widget: { type: 'list', item: partnerItem, itemName: bi('Veranstalter', 'Promoter'), itemTitle: 'name', max: 20 },
  },
});
