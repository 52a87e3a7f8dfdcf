import { fromBerlinInput, toBerlinInput } from 'shared-contracts/berlin-time';
import type { FieldSpec } from '../components/module-fields';

type Data = Record<string, unknown>;
export type FormValues = Record<string, string | boolean>;

/** Stored value → form value for the field types that differ (id lists, numbers, Berlin date-times). */
export function toForm(spec: FieldSpec, value: unknown): string | boolean {
  if (spec.type === 'checkbox') return value === true;
  if (spec.type === 'ids' || (spec.type === 'ref' && spec.choice?.multiple)) return Array.isArray(value) ? value.join(', ') : '';
  if (spec.type === 'datetime') return toBerlinInput(value);
  // Structured lists travel as JSON text inside the form state, so "changed" stays a plain comparison.
  if (spec.type === 'faq_items') return JSON.stringify(Array.isArray(value) ? value : []);
  return value === undefined || value === null ? '' : String(value);
}

/** Form value → stored value; undefined means the field is empty and leaves the module. */
export function fromForm(spec: FieldSpec, value: string | boolean): unknown {
  if (spec.type === 'checkbox') return value === true;
  const text = String(value).trim();
  if (spec.type === 'faq_items') return JSON.parse(text || '[]') as unknown[];
  if (spec.type === 'ids' || (spec.type === 'ref' && spec.choice?.multiple)) return text ? text.split(/[\s,;]+/).filter(Boolean).map(Number) : [];
  if (spec.type === 'number' || spec.type === 'ref' || spec.name === 'headline_level') return text ? Number(text) : undefined;
  // An unparsable entry is passed on as typed, so validation names the field instead of the value vanishing.
  if (spec.type === 'datetime') return text ? (fromBerlinInput(text) ?? text) : undefined;
  return text === '' && spec.type !== 'rich' && spec.type !== 'textarea' ? undefined : String(value);
}

export const initialValues = (specs: FieldSpec[], data: Data): FormValues => Object.fromEntries(specs.map((s) => [s.name, toForm(s, data[s.name])]));

/**
 * The module's data after the form: a field the editor did not touch keeps its stored value exactly (open and save
 * changes nothing, seconds and offsets included); an emptied one is removed.
 */
export function dataFromForm(specs: FieldSpec[], stored: Data, initial: FormValues, values: FormValues): Data {
  const data: Data = { ...stored };
  for (const spec of specs) {
    if (values[spec.name] === initial[spec.name]) continue;
    const value = fromForm(spec, values[spec.name]);
    if (value === undefined) delete data[spec.name];
    else data[spec.name] = value;
  }
  return data;
}

export const isDirty = (initial: FormValues, values: FormValues) => Object.keys(values).some((key) => values[key] !== initial[key]);
