import { z } from 'zod';
import { LOCALES, type Locale } from 'shared-contracts/locales';
import { type RouteName, buildPath } from 'shared-contracts/routes';
import { ADMIN_ENTITY_TYPES, type AdminEntityType } from 'shared-contracts/site';
import type { EntityOverview } from 'shared-contracts/editor/entity-overview';
import type { Queryable } from '../../db/types';
import { pageUrl } from './page-address';

type EntityType = AdminEntityType;

export const entityParams = z.object({
  type: z.enum(ADMIN_ENTITY_TYPES, { error: `type: one of ${ADMIN_ENTITY_TYPES.join(', ')}` }),
  id: z.coerce.number({ error: 'id: a whole number' }).int('id: a whole number').positive('id: a whole number'),
});

interface Source {
  sql: (l: Locale) => string;
  route: RouteName;
}
// Fixed statements per language; the id is always bound.
const SOURCES: Record<EntityType, Source> = {
  articles: { sql: (l) => `SELECT title_${l} AS name, slug_${l} AS slug, to_char(date, 'YYYY-MM-DD') AS date FROM articles WHERE id = $1`, route: 'magazine-slug-id' },
  venues: { sql: (l) => `SELECT name_${l} AS name, slug_${l} AS slug, NULL::text AS date FROM venues WHERE id = $1`, route: 'venues-slug-id' },
  events: {
    sql: (l) => `SELECT title_${l} AS name, slug_${l} AS slug, to_char(date_start AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS date FROM events WHERE id = $1`,
    route: 'events-slug-id',
  },
  persons: { sql: () => `SELECT first_name || ' ' || last_name AS name, slug, NULL::text AS date FROM persons WHERE id = $1`, route: 'team-slug-id' },
  productions: { sql: (l) => `SELECT title_${l} AS name, slug_${l} AS slug, to_char(date_from, 'YYYY-MM-DD') AS date FROM productions WHERE id = $1`, route: 'productions-slug-id' },
  series: { sql: (l) => `SELECT name_${l} AS name, slug_${l} AS slug, NULL::text AS date FROM series WHERE id = $1`, route: 'series-slug-id' },
  forms: { sql: (l) => `SELECT title_${l} AS name, slug_${l} AS slug, NULL::text AS date FROM forms WHERE id = $1`, route: 'forms-slug-id' },
};

/** What staff see of an entity in this site until an entity editor exists: its names, addresses and where it is used. */
export async function entityOverview(db: Queryable, locale: Locale, type: EntityType, id: number): Promise<EntityOverview | null> {
  const source = SOURCES[type];
  const rows: Partial<Record<Locale, { name: string; slug: string; date: string | null }>> = {};
  for (const l of LOCALES) {
    const [row] = await db.query<{ name: string; slug: string; date: string | null }>(source.sql(l), [id]);
    if (!row) return null;
    rows[l] = row;
  }
  const urls = Object.fromEntries(LOCALES.map((l) => [l, buildPath(source.route, l, { slug: rows[l]!.slug, id: String(id) })])) as Record<Locale, string>;
  const byReference = type === 'venues' ? `(m.kind = 'venue' AND m.data->>'venue' = $1::text)` : type === 'articles' ? `(m.kind = 'blog_teaser_list' AND m.data->'items' @> to_jsonb($1::int))` : '($1::int IS NULL)'; // no module refers to the other types by id (the id is still bound, so typed)
  const used = await db.query<{ page_id: number; title: string; path: string; is_online: boolean }>(
    `SELECT DISTINCT p.id AS page_id, t.title, t.path, p.is_online FROM modules m JOIN pages p ON p.id = m.page_id
       JOIN page_translations t ON t.page_id = p.id AND t.locale = $3
      WHERE ${byReference} OR EXISTS (SELECT 1 FROM unnest($2::text[]) AS pattern WHERE strpos(m.data::text, pattern) > 0) ORDER BY t.title`,
    // A link field holds the address as a JSON string ("…"); rich text holds it in an escaped href (\"…\").
    [id, LOCALES.flatMap((l) => [`"${urls[l]}"`, `\\"${urls[l]}\\"`]), locale],
  );
  const own = rows[locale]!;
  return {
    type,
    id,
    name: own.name,
    date: own.date,
    urls,
    used_on: used.map((u) => ({ page_id: u.page_id, title: u.title, url: pageUrl(locale, u.path), is_online: u.is_online })),
  };
}
