import { FIELD_TYPES, MULTI_VALUE_FIELD_TYPES, type FormField } from 'shared-contracts/entities';
import type { Locale } from 'shared-contracts/locales';
import { isEmailAddress } from 'shared-contracts/email';
import { isSingleLineText } from 'shared-contracts/single-line-text';
import { isRealDay } from '../../../lib/berlin-time';

type Value = string | string[] | number | boolean | null | undefined;

const MESSAGES = {
  required: { de: 'Dieses Feld ist erforderlich!', en: 'This field is required!' },
  email: { de: 'Ungültige E-Mail-Adresse!', en: 'Invalid e-mail address!' },
  mismatch: { de: 'Die E-Mail-Adressen stimmen nicht überein!', en: 'The e-mail addresses do not match!' },
  choice: { de: 'Ungültige Auswahl!', en: 'Invalid choice!' },
  number: { de: 'Bitte eine Zahl eingeben!', en: 'Please enter a number!' },
  range: { de: 'Bitte eine Zahl im erlaubten Bereich eingeben!', en: 'Please enter a number within the allowed range!' },
  date: { de: 'Ungültiges Datum!', en: 'Invalid date!' },
  url: { de: 'Ungültige Internetadresse!', en: 'Invalid web address!' },
  file: { de: 'Die Datei wurde nicht gefunden, bitte erneut hochladen!', en: 'The file was not found, please upload it again!' },
  type: { de: 'Ungültiger Wert!', en: 'Invalid value!' },
  singleLine: { de: 'Bitte in einer Zeile und ohne Steuerzeichen eingeben!', en: 'Please enter this on one line, without control characters!' },
} as const;
export type MessageKey = keyof typeof MESSAGES;
export const formMessage = (key: MessageKey, locale: Locale) => MESSAGES[key][locale];

const isEmpty = (v: Value) => v === undefined || v === null || v === '' || v === false || (Array.isArray(v) && v.length === 0);

export interface CheckedEntry {
  errors: Record<string, MessageKey>;
  /** Clean values of the form's own fields (unknown keys are dropped). */
  values: Record<string, string | string[] | boolean | null>;
  /** Temp file ids the entry refers to; the caller checks that they exist. */
  fileIds: Array<{ slug: string; id: string }>;
}

/** Checks submitted values against the form's fields: required, e-mail, confirmation, choices and field types. */
export function checkEntry(fields: FormField[], input: Record<string, Value>): CheckedEntry {
  const errors: Record<string, MessageKey> = {};
  const values: CheckedEntry['values'] = {};
  const fileIds: CheckedEntry['fileIds'] = [];
  for (const field of fields) {
    if (field.field_type === 'emailconfirm') continue;
    const raw = input[field.slug];
    if (isEmpty(raw)) {
      if (field.required && field.visible) errors[field.slug] = 'required';
      values[field.slug] = MULTI_VALUE_FIELD_TYPES.includes(field.field_type) ? [] : null;
      continue;
    }
    const allowed = new Set(field.choices.map((c) => c.value));
    const type = field.field_type;
    if (MULTI_VALUE_FIELD_TYPES.includes(type)) {
      const list = Array.isArray(raw) ? raw : [String(raw)];
      if (list.some((v) => !allowed.has(v))) errors[field.slug] = 'choice';
      values[field.slug] = list;
      continue;
    }
    if (Array.isArray(raw)) {
      errors[field.slug] = 'type';
      continue;
    }
    if (type === FIELD_TYPES.checkbox) {
      values[field.slug] = raw === true || raw === 'true' || raw === 'on' || raw === '1' || raw === 1;
      if (field.required && !values[field.slug]) errors[field.slug] = 'required';
      continue;
    }
    const text = String(raw).trim();
    values[field.slug] = text;
    if (type !== FIELD_TYPES.multiLine && !isSingleLineText(text)) errors[field.slug] = 'singleLine';
    else if (type === FIELD_TYPES.email && !isEmailAddress(text)) errors[field.slug] = 'email';
    else if ((type === FIELD_TYPES.dropdown || type === FIELD_TYPES.radio) && !allowed.has(text)) errors[field.slug] = 'choice';
    else if (type === FIELD_TYPES.number && !/^-?\d+(?:[.,]\d+)?$/.test(text)) errors[field.slug] = 'number';
    else if (type === FIELD_TYPES.number && !inRange(Number(text.replace(',', '.')), field)) errors[field.slug] = 'range';
    else if (type === FIELD_TYPES.date && !isRealDay(text)) errors[field.slug] = 'date';
    else if (type === FIELD_TYPES.url && !isHttpUrl(text)) errors[field.slug] = 'url';
    else if (type === FIELD_TYPES.file) fileIds.push({ slug: field.slug, id: text });
  }
  const emailField = fields.find((f) => f.field_type === FIELD_TYPES.email);
  const confirm = input.email2;
  if (emailField && !isEmpty(confirm) && !errors[emailField.slug]) {
    if (String(confirm).trim().toLowerCase() !== String(values[emailField.slug] ?? '').toLowerCase()) errors.email2 = 'mismatch';
  }
  return { errors, values, fileIds };
}

function inRange(value: number, field: FormField): boolean {
  return (field.min_value === null || value >= field.min_value) && (field.max_value === null || value <= field.max_value);
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
