import type { ZodType } from 'zod';
import { HttpError } from './errors';

/** Parses with a shared-contracts schema; a failure is a 400 whose message names the first bad field. */
export function parseInput<T>(schema: ZodType<T>, value: unknown, where: 'query' | 'body' | 'params'): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue.path.length ? issue.path.join('.') : where;
  const errors = Object.fromEntries(result.error.issues.map((i) => [i.path.join('.') || where, i.message]));
  throw new HttpError(400, `${field}: ${issue.message}`, field, { errors });
}
