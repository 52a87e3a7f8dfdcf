import { z } from 'zod';
import { CHOICE_KINDS, type Choice, type ChoiceKind } from 'shared-contracts/editor/choices';
import type { Locale } from 'shared-contracts/locales';
import { type RouteName, buildPath } from 'shared-contracts/routes';
import type { Queryable } from '../../db/types';

export const choiceKindParam = z.object({ kind: z.enum(CHOICE_KINDS, { error: `kind: one of ${CHOICE_KINDS.join(', ')}` }) });
export const choiceQuery = z.object({
  q: z.string().trim().max(100).optional(),
  /** Entries already chosen are named even when they are not among the first results. */
  ids: z
    .string()
    .max(2000)
    .regex(/^\d+(,\d+)*$/, 'ids: comma-separated whole numbers')
    .transform((v) => v.split(',').map(Number))
    .optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

interface Source {
  sql: (l: Locale) => string;
  route?: RouteName;
}
// Column names differ per table; each list is one fixed statement per language, the search term always bound.
const SOURCES: Record<ChoiceKind, Source> = {
  venues: { sql: (l) => `SELECT id, name_${l} AS name, slug_${l} AS slug, NULL::text AS date FROM venues`, route: 'venues-slug-id' },
  articles: { sql: (l) => `SELECT id, title_${l} AS name, slug_${l} AS slug, to_char(date, 'YYYY-MM-DD') AS date FROM articles`, route: 'magazine-slug-id' },
  'article-categories': { sql: (l) => `SELECT id, name_${l} AS name, slug_${l} AS slug, NULL::text AS date FROM article_categories` },
  'event-tags': { sql: (l) => `SELECT id, name_${l} AS name, NULL::text AS slug, NULL::text AS date FROM event_tags` },
  events: { sql: (l) => `SELECT id, title_${l} AS name, slug_${l} AS slug, to_char(date_start AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS date FROM events`, route: 'events-slug-id' },
  productions: { sql: (l) => `SELECT id, title_${l} AS name, slug_${l} AS slug, to_char(date_from, 'YYYY-MM-DD') AS date FROM productions`, route: 'productions-slug-id' },
};
/** Events are listed from today on (then by date), the rest newest or alphabetically. */
const ORDER: Record<ChoiceKind, string> = {
  venues: 'name, id',
  articles: 'date DESC, id DESC',
  'article-categories': 'name, id',
  'event-tags': 'name, id',
  events: 'date, id',
  productions: 'date DESC NULLS LAST, id DESC',
};

export async function listChoices(db: Queryable, locale: Locale, kind: ChoiceKind, query: z.infer<typeof choiceQuery>, now: Date): Promise<Choice[]> {
  const source = SOURCES[kind];
  const upcoming = kind === 'events' && !query.ids ? `AND date >= $3` : '';
  const params: unknown[] = [query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null, query.ids ?? null];
  if (upcoming) params.push(new Date(now.getTime() - 24 * 3600_000).toISOString());
  const rows = await db.query<{ id: number; name: string; slug: string | null; date: string | null }>(
    `SELECT * FROM (${source.sql(locale)}) c WHERE ($1::text IS NULL OR name ILIKE $1 OR id::text = trim(both '%' from $1))
       AND ($2::int[] IS NULL OR id = ANY($2::int[])) ${upcoming} ORDER BY ${ORDER[kind]} LIMIT ${query.limit}`,
    params,
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    date: r.date,
    url: source.route && r.slug ? buildPath(source.route, locale, { slug: r.slug, id: String(r.id) }) : null,
  }));
}
