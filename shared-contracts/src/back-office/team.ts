import { z } from 'shared-contracts/zod';
import { buildPath } from 'shared-contracts/routes';
import type { ResourceDescriptor } from 'shared-contracts/back-office/descriptor';
import { bi, entryId, image, imageUrl, optionalText, requiredText, slugText, sortNumber, text } from 'shared-contracts/back-office/fields';

const EDITORS = ['editor'] as const;
const slugHelp = bi('Leer: aus dem Namen', 'Empty: made from the name');

export const personCategorySchema = z.object({
  name_de: requiredText(200),
  name_en: requiredText(200),
  slug: slugText(),
  sort: sortNumber(),
});

export const personCategories: ResourceDescriptor<typeof personCategorySchema> = {
  kind: 'person-categories',
  label: bi('Team-Kategorien', 'Team categories'),
  singular: bi('Team-Kategorie', 'Team category'),
  group: 'content',
  schema: personCategorySchema,
  fields: {
    name_de: text('Name (deutsch)', 'Name (German)', { list: true, search: true }),
    name_en: text('Name (englisch)', 'Name (English)', { list: true, search: true }),
    slug: text('Kürzel', 'Short name', { help: slugHelp }),
    sort: { label: bi('Reihenfolge', 'Order'), widget: { type: 'number' }, list: true },
  },
  titleField: 'name_de',
  defaultSort: 'sort',
  roles: { read: EDITORS, write: EDITORS },
  deletable: true,
};

export const personSchema = z.object({
  first_name: requiredText(100),
  last_name: requiredText(100),
  slug: slugText(),
  role_de: requiredText(200),
  role_en: requiredText(200),
  bio_de: optionalText(),
  bio_en: optionalText(),
  image: imageUrl(),
  category_id: entryId(),
  sort: sortNumber(),
});

export const persons: ResourceDescriptor<typeof personSchema> = {
  kind: 'persons',
  label: bi('Team', 'Team'),
  singular: bi('Person', 'Person'),
  group: 'content',
  schema: personSchema,
  fields: {
    first_name: text('Vorname', 'First name', { search: true }),
    last_name: text('Nachname', 'Last name', { list: true, search: true }),
    slug: text('Adresse', 'Address', { help: slugHelp }),
    role_de: text('Aufgabe (deutsch)', 'Role (German)', { list: true, search: true }),
    role_en: text('Aufgabe (englisch)', 'Role (English)'),
    bio_de: { label: bi('Vita (deutsch)', 'Biography (German)'), widget: { type: 'richtext' } },
    bio_en: { label: bi('Vita (englisch)', 'Biography (English)'), widget: { type: 'richtext' } },
    image: image('Porträt', 'Portrait'),
    category_id: { label: bi('Kategorie', 'Category'), widget: { type: 'reference', kind: 'person-categories' }, filter: true },
    sort: { label: bi('Reihenfolge', 'Order'), widget: { type: 'number' } },
  },
  titleField: 'last_name',
  defaultSort: 'last_name',
  roles: { read: EDITORS, write: EDITORS },
  deletable: true,
  publicPath: (e, locale) => buildPath('team-slug-id', locale, { slug: e.slug, id: String(e.id) }),
};
