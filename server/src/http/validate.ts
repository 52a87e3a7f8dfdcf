import type { ZodType } from 'zod';
import { HttpError } from './errors';

/** The path of the first string holding a NUL character, or null. */
function nulAt(value: unknown, path: string[], depth = 0): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (depth > 20 || value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const found = nulAt(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Parses with a shared-contracts schema; a failure is a 400 whose message names the first bad field. A NUL character
 * is refused first, by its field: no text column can store one, and no person types one.
 */
export function parseInput<T>(schema: ZodType<T>, value: unknown, where: 'query' | 'body' | 'params'): T {
  const nul = nulAt(value, []);
  if (nul) {
    const field = nul.length ? nul.join('.') : where;
    throw new HttpError(400, `${field}: must not contain NUL characters`, field, { errors: { [field]: 'must not contain NUL characters' } });
  }
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue.path.length ? issue.path.join('.') : where;
  const errors = Object.fromEntries(result.error.issues.map((i) => [i.path.join('.') || where, i.message]));
  throw new HttpError(400, `${field}: ${issue.message}`, field, { errors });
}
