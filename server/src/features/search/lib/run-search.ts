import type { Paginated, SearchHit } from 'shared-contracts/entities';
import type { Locale } from 'shared-contracts/locales';
import type { Queryable } from '../../../db/types';
import { berlinDay, berlinInstant, berlinIso, toMs } from '../../../lib/berlin-time';
import { withAlt } from '../../../lib/localized-image';
import { EXCERPT_LENGTH, excerpt } from './excerpt';
import { withLibraryTexts } from '../../../lib/library-texts';

export const SEARCH_PAGE_SIZE = 10;
export type SearchCategory = 'events' | 'others';

interface HitRow {
  kind: SearchHit['type'];
  ref_id: number;
  title: string;
  body: string;
  url: string;
  date_ms: number | null;
  image_obj: SearchHit['image_obj'];
  total: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Full-text search in one category, ranked by ts_rank over the language's configuration (websearch syntax:
 * quotes, OR, -word). Titles that merely contain the text (trigram index) also match, ranked after.
 * Events only from today on: a visitor searching the programme wants what they can still attend.
 */
export async function runSearch(
  db: Queryable,
  locale: Locale,
  query: string,
  category: SearchCategory,
  page: number,
  now: Date,
  link: (page: number) => string,
): Promise<Paginated<SearchHit>> {
  const config = locale === 'en' ? 'english' : 'german';
  const params: unknown[] = [query, locale, `%${escapeLike(query)}%`];
  const kindFilter =
    category === 'events' ? `d.kind = 'event' AND d.date >= $${params.push(berlinInstant(berlinDay(now)).toISOString())}` : `d.kind <> 'event'`;
  const rows = await db.query<HitRow>(
    `SELECT d.kind, d.ref_id, d.title, left(d.body, ${EXCERPT_LENGTH * 2}) AS body, d.url, (extract(epoch FROM d.date) * 1000)::float8 AS date_ms, d.image_obj,
            count(*) OVER ()::int AS total
       FROM search_documents d, websearch_to_tsquery('${config}', $1) q
      WHERE d.locale = $2 AND ${kindFilter} AND (d.tsv @@ q OR d.title ILIKE $3)
      ORDER BY (ts_rank(d.tsv, q) + CASE WHEN d.title ILIKE $3 THEN 0.05 ELSE 0 END) DESC, d.date NULLS LAST, d.id
      LIMIT ${SEARCH_PAGE_SIZE} OFFSET ${(page - 1) * SEARCH_PAGE_SIZE}`,
    params,
  );
  let count = rows[0]?.total ?? 0;
  if (rows.length === 0 && page > 1) {
    const [{ n }] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM search_documents d, websearch_to_tsquery('${config}', $1) q
        WHERE d.locale = $2 AND ${kindFilter} AND (d.tsv @@ q OR d.title ILIKE $3)`,
      params,
    );
    count = n;
  }
  const last = Math.max(1, Math.ceil(count / SEARCH_PAGE_SIZE));
  return {
    count,
    next: page < last ? link(page + 1) : null,
    previous: page > 1 ? link(Math.min(page - 1, last)) : null,
    results: await withLibraryTexts(db, rows.map((r) => {
      const ms = toMs(r.date_ms);
      return {
        id: r.ref_id,
        type: r.kind,
        title: r.title,
        text: excerpt(r.body),
        url: r.url,
        // Only events have a time; articles and productions are dated by day, so they answer YYYY-MM-DD.
        date: ms === null ? null : r.kind === 'event' ? berlinIso(ms) : berlinDay(ms),
        image_obj: withAlt(r.image_obj, r.title),
      };
    }), locale),
  };
}

/** Prefix suggestions from the word list: the last word is completed, earlier words are kept as typed. */
export async function suggest(db: Queryable, locale: Locale, query: string, limit = 8): Promise<string[]> {
  const words = query.toLocaleLowerCase('de').trim().split(/\s+/);
  const last = words.pop() ?? '';
  if (last.length === 0) return [];
  const rows = await db.query<{ word: string }>(
    `SELECT word FROM search_words WHERE locale = $1 AND word LIKE $2 ORDER BY freq DESC, word LIMIT ${limit}`,
    [locale, `${escapeLike(last)}%`],
  );
  const head = words.length ? `${words.join(' ')} ` : '';
  return rows.map((r) => `${head}${r.word}`);
}
