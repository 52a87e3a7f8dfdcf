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
    `SELECT id, ${L('label')} AS label, slug, field_type, required, visible, choices, default_value,
            ${L('placeholder')} AS placeholder_text, ${L('help')} AS help_text
       FROM form_fields WHERE form_id = $1 ORDER BY sort, id`,
    [id],
  );
  const fields: FormField[] = rows.map(({ choices, default_value, ...f }) => ({
    ...f,
    choices: choices.map((c) => ({ value: c.value, label: locale === 'en' ? c.label_en : c.label_de })),
    default: default_value,
  }));
  return { ...form, fields: [...fields, emailConfirmField(locale)] };
}
