import type { z } from 'zod';
import type { redirectSchema } from 'shared-contracts/back-office/site-kinds';
import type { Locale } from 'shared-contracts/locales';
import type { Queryable } from '../../db/types';
import { badRequest } from '../../http/errors';
import { assertRedirectTarget } from '../../lib/redirect-target';
import { visibleToVisitors } from './after-write';
import type { ResourceStore } from './resource-store';
import { tableStore } from './table-store';

type Redirect = z.infer<typeof redirectSchema>;

/** Trailing slashes do not make two addresses different to a visitor. */
const same = (a: string) => (a.length > 1 ? a.replace(/\/+$/, '') : a);

/**
 * A redirect leads to a path on this site only; it must not point at itself, and must not close a loop with the
 * others (a → b, b → a): following the new address through the existing redirects may never come back to the old one.
 */
export async function checkRedirect(tx: Queryable, data: Redirect, id: number | null, _now?: Date, locale: Locale = 'de'): Promise<Redirect> {
  assertRedirectTarget(data.new_path, locale);
  if (same(data.old_path) === same(data.new_path)) throw badRequest('new_path', 'points at the old address itself');
  const others = await tx.query<{ old_path: string; new_path: string }>('SELECT old_path, new_path FROM redirects WHERE id IS DISTINCT FROM $1', [id]);
  if (others.some((r) => same(r.old_path) === same(data.old_path))) throw badRequest('old_path', 'already has a redirect');
  const next = new Map(others.map((r) => [same(r.old_path), same(r.new_path)]));
  const seen = new Set<string>();
  for (let at = same(data.new_path); next.has(at) && !seen.has(at); at = next.get(at)!) {
    seen.add(at);
    if (same(next.get(at)!) === same(data.old_path)) throw badRequest('new_path', `would close a loop (${data.new_path} already leads back to ${data.old_path})`);
  }
  return data;
}

export const redirectStore: ResourceStore<Redirect> = {
  ...tableStore<Redirect>({ table: 'redirects', columns: ['locale', 'old_path', 'new_path'], search: ['old_path', 'new_path'] }),
  check: checkRedirect,
  afterWrite: visibleToVisitors({ search: null }),
};
