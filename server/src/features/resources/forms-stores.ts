import type { z } from 'zod';
import { CHOICE_FIELD_TYPES, RESERVED_FIELD_SLUGS, type formFieldSchema, type formSchema, parseChoices, parseLimit } from 'shared-contracts/back-office/forms';
import { FIELD_TYPES } from 'shared-contracts/constants';
import type { ResourceEntry } from 'shared-contracts/back-office/descriptor';
import type { Queryable } from '../../db/types';
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

// A number field's limits live beside the field (the table the visitor's form call and its check read); the back
// office shows them as two more fields of the entry, empty when there is none.
type Limits = { field_id: number; min_value: string | null; max_value: string | null };

async function withLimits(db: Queryable, entries: Array<ResourceEntry<FormFieldData>>): Promise<Array<ResourceEntry<FormFieldData>>> {
  if (!entries.length) return entries;
  const rows = await db.query<Limits>(
    'SELECT field_id, min_value::text AS min_value, max_value::text AS max_value FROM form_field_limits WHERE field_id = ANY($1::int[])',
    [entries.map((e) => e.id)],
  );
  const byField = new Map(rows.map((r) => [r.field_id, r]));
  return entries.map((e) => ({ ...e, min_value: byField.get(e.id)?.min_value ?? '', max_value: byField.get(e.id)?.max_value ?? '' }));
}

async function writeLimits(tx: Queryable, id: number, data: FormFieldData): Promise<void> {
  const min = parseLimit(data.min_value);
  const max = parseLimit(data.max_value);
  if (min === null && max === null) {
    await tx.query('DELETE FROM form_field_limits WHERE field_id = $1', [id]);
    return;
  }
  await tx.query(
    `INSERT INTO form_field_limits (field_id, min_value, max_value) VALUES ($1, $2, $3)
     ON CONFLICT (field_id) DO UPDATE SET min_value = EXCLUDED.min_value, max_value = EXCLUDED.max_value`,
    [id, min, max],
  );
}

export const formFieldStore: ResourceStore<FormFieldData> = {
  ...fieldTable,
  async list(db, query) {
    const { items, count } = await fieldTable.list(db, query);
    return { items: await withLimits(db, items), count };
  },
  async get(db, id, lock) {
    const entry = await fieldTable.get(db, id, lock);
    return entry ? (await withLimits(db, [entry]))[0] : null;
  },
  async insert(tx, data, id) {
    const created = await fieldTable.insert(tx, asRow(data), id);
    await writeLimits(tx, created.id, data);
    return created;
  },
  async update(tx, id, data) {
    await fieldTable.update(tx, id, asRow(data));
    await writeLimits(tx, id, data);
  },
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
    const [min, max] = [parseLimit(data.min_value), parseLimit(data.max_value)];
    if (data.field_type !== FIELD_TYPES.number) {
      if (min !== null) throw badRequest('min_value', 'only a number field has limits (leave it empty)');
      if (max !== null) throw badRequest('max_value', 'only a number field has limits (leave it empty)');
    }
    if (min !== null && max !== null && min > max) throw badRequest('max_value', 'must not be below the lowest value');
    return { ...data, slug };
  },
  // A new or changed field is the rule for the next submission: the cached form call must not outlive the write.
  afterWrite: visibleToVisitors({ search: null }),
};
