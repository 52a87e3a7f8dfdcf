import { z } from 'shared-contracts/zod';
import { buildPath } from 'shared-contracts/routes';
import type { ResourceDescriptor } from 'shared-contracts/back-office/descriptor';
import { bi, entryId, image, imageUrl, isoDate, optionalText, requiredText, slugText, sortNumber, text } from 'shared-contracts/back-office/fields';

const EDITORS = ['editor'] as const;

export const articleCategorySchema = z.object({
  name_de: requiredText(200),
  name_en: requiredText(200),
  slug_de: slugText(),
  slug_en: slugText(),
  sort: sortNumber(),
});

export const articleCategories: ResourceDescriptor<typeof articleCategorySchema> = {
  kind: 'article-categories',
  label: bi('Magazin-Kategorien', 'Magazine categories'),
  singular: bi('Kategorie', 'Category'),
  group: 'content',
  schema: articleCategorySchema,
  fields: {
    name_de: text('Name (deutsch)', 'Name (German)', { list: true, search: true }),
    name_en: text('Name (englisch)', 'Name (English)', { list: true, search: true }),
    slug_de: text('Adresse (deutsch)', 'Address (German)', { help: bi('Leer: aus dem Namen', 'Empty: made from the name') }),
    slug_en: text('Adresse (englisch)', 'Address (English)', { help: bi('Leer: aus dem Namen', 'Empty: made from the name') }),
    sort: { label: bi('Reihenfolge', 'Order'), widget: { type: 'number' }, list: true },
  },
  titleField: 'name_de',
  defaultSort: 'sort',
  roles: { read: EDITORS, write: EDITORS },
  deletable: true,
  publicPath: (e, locale) => buildPath('magazine-categories-category-id', locale, { category: locale === 'de' ? e.slug_de : e.slug_en, id: String(e.id) }),
};

export const articleTagSchema = z.object({
  name_de: requiredText(200),
  name_en: requiredText(200),
  slug_de: slugText(),
  slug_en: slugText(),
});

export const articleTags: ResourceDescriptor<typeof articleTagSchema> = {
  kind: 'article-tags',
  label: bi('Magazin-Schlagwörter', 'Magazine tags'),
  singular: bi('Schlagwort', 'Tag'),
  group: 'content',
  schema: articleTagSchema,
  fields: {
    name_de: text('Name (deutsch)', 'Name (German)', { list: true, search: true }),
    name_en: text('Name (englisch)', 'Name (English)', { list: true, search: true }),
    slug_de: text('Adresse (deutsch)', 'Address (German)', { help: bi('Leer: aus dem Namen', 'Empty: made from the name') }),
    slug_en: text('Adresse (englisch)', 'Address (English)', { help: bi('Leer: aus dem Namen', 'Empty: made from the name') }),
  },
  titleField: 'name_de',
  defaultSort: 'name_de',
  roles: { read: EDITORS, write: EDITORS },
  deletable: true,
  publicPath: (e, locale) => buildPath('magazine-tags-tag-id', locale, { tag: locale === 'de' ? e.slug_de : e.slug_en, id: String(e.id) }),
};

/** What visitors get of an article: it shows, it waits for its publish time, or it is switched off. */
export const ARTICLE_STATES = ['online', 'scheduled', 'offline'] as const;
export type ArticleState = (typeof ARTICLE_STATES)[number];

export const articleSchema = z.object({
  title_de: requiredText(300),
  title_en: requiredText(300),
  slug_de: slugText(),
  slug_en: slugText(),
  teaser_de: optionalText(3000),
  teaser_en: optionalText(3000),
  body_de: optionalText(),
  body_en: optionalText(),
  image: imageUrl(),
  author: optionalText(200),
  date: isoDate(),
  category_id: entryId(),
  tags: z.array(z.number().int().positive()).max(50).default([]),
  is_online: z.boolean({ error: 'must be true or false' }).default(true),
  publish_at: z.iso.datetime({ offset: true, error: 'must be a date and time' }).nullable().default(null),
  /** What visitors get now, worked out by the server from the two fields above; never written. */
  state: z.enum(ARTICLE_STATES).optional(),
});

export const articles: ResourceDescriptor<typeof articleSchema> = {
  kind: 'articles',
  label: bi('Magazin-Artikel', 'Magazine articles'),
  singular: bi('Artikel', 'Article'),
  group: 'content',
  schema: articleSchema,
  fields: {
    title_de: text('Titel (deutsch)', 'Title (German)', { list: true, search: true }),
    title_en: text('Titel (englisch)', 'Title (English)', { search: true }),
    slug_de: text('Adresse (deutsch)', 'Address (German)', { help: bi('Leer: aus dem Titel', 'Empty: made from the title') }),
    slug_en: text('Adresse (englisch)', 'Address (English)', { help: bi('Leer: aus dem Titel', 'Empty: made from the title') }),
    teaser_de: { label: bi('Vorspann (deutsch)', 'Lead (German)'), widget: { type: 'textarea' }, search: true },
    teaser_en: { label: bi('Vorspann (englisch)', 'Lead (English)'), widget: { type: 'textarea' } },
    body_de: { label: bi('Text (deutsch)', 'Body (German)'), widget: { type: 'richtext' } },
    body_en: { label: bi('Text (englisch)', 'Body (English)'), widget: { type: 'richtext' } },
    image: image('Bild', 'Image', { help: bi('Der Alternativtext ist der Titel des Artikels.', "The alt text is the article's title.") }),
    author: text('Autorin / Autor', 'Author', { list: true, search: true }),
    date: { label: bi('Datum', 'Date'), widget: { type: 'date' }, list: true },
    category_id: { label: bi('Kategorie', 'Category'), widget: { type: 'reference', kind: 'article-categories' }, filter: true },
    tags: { label: bi('Schlagwörter', 'Tags'), widget: { type: 'references', kind: 'article-tags' } },
    is_online: {
      label: bi('Online (für Besucher sichtbar)', 'Online (visitors see it)'),
      widget: { type: 'checkbox' },
      help: bi('Aus: nur Redaktion sieht den Artikel (Entwurf).', 'Off: only staff see the article (draft).'),
    },
    publish_at: {
      label: bi('Veröffentlichen ab', 'Publish from'),
      widget: { type: 'datetime' },
      help: bi('Berliner Zeit. Leer: sofort. Bis dahin sieht nur die Redaktion den Artikel.', 'Berlin time. Empty: at once. Until then only staff see the article.'),
    },
    state: {
      label: bi('Status', 'State'),
      widget: {
        type: 'choice',
        values: [
          { value: 'online', label: bi('Online', 'Online') },
          { value: 'scheduled', label: bi('Geplant', 'Scheduled') },
          { value: 'offline', label: bi('Offline (Entwurf)', 'Offline (draft)') },
        ],
      },
      readOnly: true,
      list: true,
      filter: true,
    },
  },
  titleField: 'title_de',
  defaultSort: '-date',
  roles: { read: EDITORS, write: EDITORS },
  deletable: true,
  // Staff open drafts and scheduled articles at their address too (with a badge); visitors get them once online.
  publicPath: (e, locale) => buildPath('magazine-slug-id', locale, { slug: locale === 'de' ? e.slug_de : e.slug_en, id: String(e.id) }),
};
