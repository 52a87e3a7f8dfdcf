import { z } from 'shared-contracts/zod';
import { FIELD_TYPES } from 'shared-contracts/constants';
import { buildPath } from 'shared-contracts/routes';
import type { Bilingual, ResourceDescriptor } from 'shared-contracts/back-office/descriptor';
import { bi, entryId, optionalText, requiredText, slugText, sortNumber, text } from 'shared-contracts/back-office/fields';

const EDITORS = ['editor'] as const;

export const formSchema = z.object({
  title_de: requiredText(300),
  title_en: requiredText(300),
  slug_de: slugText(),
  slug_en: slugText(),
  intro_de: optionalText(),
  intro_en: optionalText(),
  success_de: optionalText(2000),
  success_en: optionalText(2000),
});

const slugHelp = bi('Leer: aus dem Titel', 'Empty: made from the title');

export const forms: ResourceDescriptor<typeof formSchema> = {
  kind: 'forms',
  label: bi('Formulare', 'Forms'),
  singular: bi('Formular', 'Form'),
  group: 'content',
  schema: formSchema,
  fields: {
    title_de: text('Titel (deutsch)', 'Title (German)', { list: true, search: true }),
    title_en: text('Titel (englisch)', 'Title (English)', { list: true, search: true }),
    slug_de: text('Adresse (deutsch)', 'Address (German)', { help: slugHelp }),
    slug_en: text('Adresse (englisch)', 'Address (English)', { help: slugHelp }),
    intro_de: { label: bi('Einleitung (deutsch)', 'Introduction (German)'), widget: { type: 'richtext' } },
    intro_en: { label: bi('Einleitung (englisch)', 'Introduction (English)'), widget: { type: 'richtext' } },
    success_de: { label: bi('Dank nach dem Absenden (deutsch)', 'Thank-you after sending (German)'), widget: { type: 'textarea' } },
    success_en: { label: bi('Dank nach dem Absenden (englisch)', 'Thank-you after sending (English)'), widget: { type: 'textarea' } },
  },
  titleField: 'title_de',
  defaultSort: 'title_de',
  roles: { read: EDITORS, write: EDITORS },
  // A form is used by pages and keeps visitors' entries; it is emptied, not deleted.
  deletable: false,
  publicPath: (e, locale) => buildPath('forms-slug-id', locale, { slug: (locale === 'en' ? e.slug_en : e.slug_de) || 'form', id: String(e.id) }),
};

/** The field types a form offers, with their names in both languages (the numbers visitors' forms are drawn by). */
export const FORM_FIELD_TYPE_LABELS: ReadonlyArray<{ value: number; label: Bilingual }> = [
  { value: FIELD_TYPES.singleLine, label: bi('Textzeile', 'Single line') },
  { value: FIELD_TYPES.multiLine, label: bi('Mehrzeiliger Text', 'Multiple lines') },
  { value: FIELD_TYPES.email, label: bi('E-Mail-Adresse', 'E-mail address') },
  { value: FIELD_TYPES.number, label: bi('Zahl', 'Number') },
  { value: FIELD_TYPES.checkboxes, label: bi('Mehrere Kästchen', 'Checkboxes') },
  { value: FIELD_TYPES.dropdown, label: bi('Auswahlliste', 'Drop-down') },
  { value: FIELD_TYPES.multiSelect, label: bi('Mehrfachauswahl', 'Multiple select') },
  { value: FIELD_TYPES.radio, label: bi('Optionsfelder', 'Radio buttons') },
  { value: FIELD_TYPES.checkbox, label: bi('Ein Kästchen', 'Single checkbox') },
  { value: FIELD_TYPES.date, label: bi('Datum', 'Date') },
  { value: FIELD_TYPES.file, label: bi('Datei-Upload', 'File upload') },
  { value: FIELD_TYPES.hidden, label: bi('Verborgen', 'Hidden') },
  { value: FIELD_TYPES.url, label: bi('Internetadresse', 'Web address') },
];

/** Types whose value is one or several of the field's choices: they need at least one. */
export const CHOICE_FIELD_TYPES: readonly number[] = [FIELD_TYPES.checkboxes, FIELD_TYPES.dropdown, FIELD_TYPES.multiSelect, FIELD_TYPES.radio];

/** The key every form ends with (the repeated e-mail address); no field of a form may take it. */
export const RESERVED_FIELD_SLUGS: readonly string[] = ['email2'];

/** A decimal number as typed (comma or point), or empty for no limit. */
const limitText = () =>
  z
    .string()
    .trim()
    .max(30, 'at most 30 characters')
    .regex(/^(-?\d{1,15}([.,]\d{1,6})?)?$/, 'must be a number (e.g. 10 or 2,5) or empty')
    .default('');

/** A limit as a number (comma or point), or null when empty. */
export const parseLimit = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim().replace(',', '.')));

export const formFieldSchema = z.object({
  form_id: entryId(),
  label_de: requiredText(300),
  label_en: requiredText(300),
  // The key entries are stored under; it never changes once entries may use it.
  slug: z
    .string()
    .trim()
    .max(60, 'at most 60 characters')
    .regex(/^([a-z0-9]+([_-][a-z0-9]+)*)?$/, 'only a-z, 0-9 and single hyphens or underscores')
    .default(''),
  field_type: z.coerce
    .number({ error: 'required' })
    .int()
    .refine((v) => FORM_FIELD_TYPE_LABELS.some((t) => t.value === v), 'must be one of the field types'),
  required: z.boolean().default(false),
  visible: z.boolean().default(true),
  /** One choice a line: `value | Deutsch | English` (a line with one part uses it for all three). */
  choices: z.string().max(10_000, 'at most 10000 characters').default(''),
  help_de: optionalText(1000),
  help_en: optionalText(1000),
  placeholder_de: optionalText(300),
  placeholder_en: optionalText(300),
  /** A number field's lowest and highest allowed value; empty means no limit (text, so "empty" is not 0). */
  min_value: limitText(),
  max_value: limitText(),
  sort: sortNumber(),
});

export const formFields: ResourceDescriptor<typeof formFieldSchema> = {
  kind: 'form-fields',
  label: bi('Formularfelder', 'Form fields'),
  singular: bi('Formularfeld', 'Form field'),
  group: 'content',
  schema: formFieldSchema,
  fields: {
    form_id: { label: bi('Formular', 'Form'), widget: { type: 'reference', kind: 'forms' }, filter: true, list: true },
    label_de: text('Beschriftung (deutsch)', 'Label (German)', { list: true, search: true }),
    label_en: text('Beschriftung (englisch)', 'Label (English)', { search: true }),
    slug: text('Schlüssel', 'Key', {
      createOnly: true,
      search: true,
      help: bi('Name der Spalte im Export; leer: aus der Beschriftung. Bleibt nach dem Anlegen gleich.', 'Column name in the export; empty: made from the label. Stays the same once created.'),
    }),
    field_type: { label: bi('Feldtyp', 'Field type'), widget: { type: 'choice', values: FORM_FIELD_TYPE_LABELS.map((t) => ({ value: String(t.value), label: t.label })) }, list: true },
    required: { label: bi('Pflichtfeld', 'Required'), widget: { type: 'checkbox' }, list: true },
    visible: { label: bi('Sichtbar', 'Visible'), widget: { type: 'checkbox' } },
    choices: {
      label: bi('Auswahlmöglichkeiten', 'Choices'),
      widget: { type: 'textarea' },
      help: bi('Eine pro Zeile: Wert | Deutsch | Englisch (nur für Auswahlfelder)', 'One a line: value | German | English (choice fields only)'),
    },
    help_de: text('Hilfetext (deutsch)', 'Help text (German)'),
    help_en: text('Hilfetext (englisch)', 'Help text (English)'),
    placeholder_de: text('Platzhalter (deutsch)', 'Placeholder (German)'),
    placeholder_en: text('Platzhalter (englisch)', 'Placeholder (English)'),
    min_value: text('Kleinster Wert', 'Lowest value', { help: bi('Nur für Zahlenfelder; leer: keine Grenze', 'Number fields only; empty: no limit') }),
    max_value: text('Größter Wert', 'Highest value', { help: bi('Nur für Zahlenfelder; leer: keine Grenze', 'Number fields only; empty: no limit') }),
    sort: { label: bi('Reihenfolge', 'Order'), widget: { type: 'number' }, list: true },
  },
  titleField: 'label_de',
  defaultSort: 'sort',
  roles: { read: EDITORS, write: EDITORS },
  deletable: true,
};

export interface StoredChoice {
  value: string;
  label_de: string;
  label_en: string;
}

/** Reads the choices text of the form (`value | Deutsch | English` a line) into stored choices; blank lines are skipped. */
export function parseChoices(textValue: string): StoredChoice[] {
  return textValue
    .split(/\r?\n/)
    .map((line) => line.split('|').map((p) => p.trim()))
    .filter((parts) => parts[0] !== '')
    .map(([value, de, en]) => ({ value, label_de: de || value, label_en: en || de || value }));
}

/** One visitor's entry as staff see it: when, in which language, and the values by field key. */
export interface FormEntryRow {
  id: number;
  created_at: string;
  locale: string;
  field_values: Record<string, string | string[] | boolean | null>;
}

/** A column of the entries list and export: a field of the form (or a key only older entries have). */
export interface FormEntryColumn {
  slug: string;
  label: string;
  field_type: number | null;
}

export interface FormEntryList {
  form: { id: number; title: string };
  columns: FormEntryColumn[];
  items: FormEntryRow[];
  count: number;
  page: number;
  page_size: number;
}

export const formEntryListQuerySchema = z.object({
  q: z.string().max(200, 'at most 200 characters').optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(200).default(20),
});

/** Deleting every entry of a form must say so in the address, so no stray call empties a form. */
export const DELETE_ALL_CONFIRMATION = 'delete-all';

/** Staff calls on a form's entries: `/{locale}/pageeditor-api/forms/{id}/entries/…`. */
export const formEntriesPath = (locale: string, formId: number, rest = '') => `/${locale}/pageeditor-api/forms/${formId}/entries/${rest}`;
