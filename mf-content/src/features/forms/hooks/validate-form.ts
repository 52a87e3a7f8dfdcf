import { FIELD_TYPES, MULTI_VALUE_FIELD_TYPES } from 'shared-contracts/constants';
import { isEmailAddress } from 'shared-contracts/email';
import type { FormField } from 'shared-contracts/entities';

export type FieldValue = string | string[] | boolean;
export type Values = Record<string, FieldValue>;
export type FieldError = 'required' | 'email' | 'mismatch';

/** Initial values: defaults where given, lists for multi-value types, false for the single checkbox (type 9). */
export function initialValues(fields: FormField[]): Values {
  const values: Values = {};
  for (const field of fields) {
    const type = field.field_type;
    if (typeof type === 'number' && MULTI_VALUE_FIELD_TYPES.includes(type)) values[field.slug] = Array.isArray(field.default) ? field.default : field.default ? [field.default] : [];
    else if (type === FIELD_TYPES.checkbox) values[field.slug] = field.default === 'true' || field.default === 'on';
    else values[field.slug] = typeof field.default === 'string' ? field.default : '';
  }
  return values;
}

function isEmpty(value: FieldValue | undefined): boolean {
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'boolean') return !value;
  return !value || !value.trim();
}

/** Messages: required fields, e-mail syntax, and the email2 confirmation matching the form's e-mail field. */
export function validate(fields: FormField[], values: Values): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  for (const field of fields) {
    if (!field.visible || field.field_type === 'emailconfirm') continue;
    const value = values[field.slug];
    if (field.required && isEmpty(value)) errors[field.slug] = 'required';
    else if (field.field_type === FIELD_TYPES.email && typeof value === 'string' && value.trim() && !isEmailAddress(value)) errors[field.slug] = 'email';
  }
  const email = fields.find((f) => f.field_type === FIELD_TYPES.email);
  const confirm = fields.find((f) => f.field_type === 'emailconfirm');
  if (email && confirm && !errors[email.slug]) {
    const typed = String(values[confirm.slug] ?? '').trim();
    // The confirmation is not required; when given, it must match.
    if (typed && typed.toLowerCase() !== String(values[email.slug] ?? '').trim().toLowerCase()) errors[confirm.slug] = 'mismatch';
  }
  return errors;
}
