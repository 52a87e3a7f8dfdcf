import type { z } from 'zod';
import { CHOICE_FIELD_TYPES, RESERVED_FIELD_SLUGS, type formFieldSchema, type formSchema, parseChoices } from 'shared-contracts/back-office/forms';
import { badRequest } from '../../http/errors';
import { slugify } from '../../lib/slugify';
import { visibleToVisitors } from './after-write';
import type { ResourceStore } from './resource-store';
import { tableStore } from './table-store';

type FormData = z.infer<typeof formSchema>;
type FormFieldData = z.infer<typeof formFieldSchema>;

export const formStore: ResourceStore<FormData> = {
  ...tableStore<FormData>({
    table: 'forms',
    columns: ['title_de', 'title_en', 'slug_de', 'slug_en', 'intro_de', 'intro_en', 'success_de', 'success_en'],
    search: ['title_de', 'title_en'],
  }),
  check: async (_tx, data) => ({
    ...data,
    slug_de: data.slug_de || slugify(data.title_de) || 'formular',
    slug_en: data.slug_en || slugify(data.title_en) || 'form',
  }),
  // Visitors' form pages and the form call are cached; they show the change at once.
  afterWrite: visibleToVisitors({ search: null }),
};

// The choices column is JSON; the back office edits it as text, one `value | Deutsch | English` a line.
const fieldTable = tableStore<FormFieldData>({
  table: 'form_fields',
  columns: ['form_id', 'label_de', 'label_en', 'slug', 'field_type', 'required', 'visible', 'choices', 'help_de', 'help_en', 'placeholder_de', 'placeholder_en', 'sort'],
  selectAs: {
    choices: `(SELECT coalesce(string_agg(concat_ws(' | ', c->>'value', c->>'label_de', c->>'label_en'), E'\\n' ORDER BY n), '') FROM jsonb_array_elements(t.choices) WITH ORDINALITY AS x(c, n))`,
  },
  search: ['label_de', 'label_en', 'slug'],
});
const asRow = (data: FormFieldData): FormFieldData => ({ ...data, choices: JSON.stringify(parseChoices(data.choices)) });

export const formFieldStore: ResourceStore<FormFieldData> = {
  ...fieldTable,
  insert: (tx, data, id) => fieldTable.insert(tx, asRow(data), id),
  update: (tx, id, data) => fieldTable.update(tx, id, asRow(data)),
  async check(tx, data, id) {
    const [form] = await tx.query('SELECT 1 FROM forms WHERE id = $1', [data.form_id]);
    if (!form) throw badRequest('form_id', 'names a form that does not exist');
    const slug = data.slug || slugify(data.label_de).replace(/-/g, '_').slice(0, 60) || 'feld';
    if (RESERVED_FIELD_SLUGS.includes(slug)) throw badRequest('slug', `${slug} is kept for the repeated e-mail address`);
    const [taken] = await tx.query('SELECT 1 FROM form_fields WHERE form_id = $1 AND slug = $2 AND id <> $3', [data.form_id, slug, id ?? 0]);
    if (taken) throw badRequest('slug', `another field of this form has the key ${slug}`);
    const choices = parseChoices(data.choices);
    if (CHOICE_FIELD_TYPES.includes(data.field_type) && choices.length === 0) throw badRequest('choices', 'a choice field needs at least one choice');
    if (new Set(choices.map((c) => c.value)).size !== choices.length) throw badRequest('choices', 'each value may appear once');
    return { ...data, slug };
  },
  // A new or changed field is the rule for the next submission: the cached form call must not outlive the write.
  afterWrite: visibleToVisitors({ search: null }),
};
