import type { Form, FormField } from 'shared-contracts/entities';
import type { Locale } from 'shared-contracts/locales';
import type { Queryable } from '../../../db/types';
import { loc } from '../../../lib/localized-columns';

export interface StoredChoice {
  value: string;
  label_de: string;
  label_en: string;
}

export interface FormWithFields extends Form {
  success: string;
}

/** Every form ends with a field that repeats the e-mail address, so a typo in it is caught before sending. */
export function emailConfirmField(locale: Locale): FormField {
  return {
    id: 0,
    label: locale === 'en' ? 'Repeat e-mail address' : 'E-Mail-Adresse wiederholen',
    slug: 'email2',
    field_type: 'emailconfirm',
    required: false,
    visible: true,
    choices: [],
    default: null,
    placeholder_text: '',
    help_text: '',
    min_value: null,
    max_value: null,
  };
}

export async function loadForm(db: Queryable, locale: Locale, id: number): Promise<FormWithFields | null> {
  const L = (c: string) => loc(c, locale);
  const [form] = await db.query<{ id: number; title: string; intro: string; success: string }>(
    `SELECT id, ${L('title')} AS title, ${L('intro')} AS intro, ${L('success')} AS success FROM forms WHERE id = $1`,
    [id],
  );
  if (!form) return null;
  const rows = await db.query<Omit<FormField, 'choices' | 'default'> & { choices: StoredChoice[]; default_value: string | string[] | null }>(
    `SELECT f.id, f.${L('label')} AS label, f.slug, f.field_type, f.required, f.visible, f.choices, f.default_value,
            f.${L('placeholder')} AS placeholder_text, f.${L('help')} AS help_text,
            l.min_value::float8 AS min_value, l.max_value::float8 AS max_value
       FROM form_fields f LEFT JOIN form_field_limits l ON l.field_id = f.id WHERE f.form_id = $1 ORDER BY f.sort, f.id`,
    [id],
  );
  const fields: FormField[] = rows.map(({ choices, default_value, ...f }) => ({
    ...f,
    choices: choices.map((c) => ({ value: c.value, label: locale === 'en' ? c.label_en : c.label_de })),
    default: default_value,
  }));
  return { ...form, fields: [...fields, emailConfirmField(locale)] };
}
