import type { Db, Queryable } from '../db/types';
import { visibleArticleSql } from './article-visibility';
import { clearDomainCaches } from './response-cache';

const LOCALES = ['de', 'en'] as const;
const strip = (column: string) => `regexp_replace(${column}, '<[^>]+>', ' ', 'g')`;
/** Parts of a document (subtitle, teaser, body) joined with a dash, so an excerpt does not read as one run-on sentence. */
const join = (...parts: string[]) => `concat_ws(' – ', ${parts.map((part) => `nullif(btrim(${part}), '')`).join(', ')})`;

/** The entity kinds the index holds besides CMS pages (pages come from the view `search_source_pages`). */
export const SEARCH_KINDS = ['event', 'production', 'article', 'person', 'venue', 'series'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/**
 * One kind's documents in one language: a SELECT of (kind, ref_id, locale, title, body, url, date, image_obj) over
 * its table as `x`, and the condition a row must meet to be found (urls follow the route table's patterns).
 */
function source(kind: SearchKind, l: 'de' | 'en'): { select: string; where: string } {
  const events = l === 'de' ? 'veranstaltungen' : 'events';
  const productions = l === 'de' ? 'produktionen' : 'productions';
  const magazine = l === 'de' ? 'mediathek-de' : 'mediathek-en';
  switch (kind) {
    case 'event':
      return {
        select: `SELECT 'event', x.id, '${l}', x.title_${l}, ${join(`x.preline_${l}`, `x.subtitle_${l}`, strip(`x.description_${l}`))},
          '/${l}/${events}/' || x.slug_${l} || '/' || x.id, x.date_start, x.image_obj FROM events x`,
        where: 'x.is_online',
      };
    case 'production':
      return {
        select: `SELECT 'production', x.id, '${l}', x.title_${l}, ${join(`x.subtitle_${l}`, strip(`x.description_${l}`))},
          '/${l}/${productions}/' || x.slug_${l} || '/' || x.id, x.date_from::timestamptz, x.image_obj FROM productions x`,
        where: 'true',
      };
    case 'article':
      return {
        select: `SELECT 'article', x.id, '${l}', x.title_${l}, ${join(`x.teaser_${l}`, strip(`x.body_${l}`))},
          '/${l}/${magazine}/' || x.slug_${l} || '/' || x.id, x.date::timestamptz, x.image_obj FROM articles x`,
        // Scheduled articles join the index when the schedule sweep finds them due (autocomplete must not know them before).
        where: visibleArticleSql('x', 'now()'),
      };
    case 'person':
      return {
        select: `SELECT 'person', x.id, '${l}', x.first_name || ' ' || x.last_name, ${join(`x.role_${l}`, strip(`x.bio_${l}`))},
          '/${l}/team/' || x.slug || '/' || x.id, NULL, x.image_obj FROM persons x`,
        where: 'true',
      };
    case 'venue':
      return {
        select: `SELECT 'venue', x.id, '${l}', x.name_${l}, concat_ws(' ', ${strip(`x.description_${l}`)}, x.street, x.zip, x.city),
          '/${l}/venues/' || x.slug_${l} || '/' || x.id, NULL, x.image_obj FROM venues x`,
        where: 'true',
      };
    case 'series':
      return {
        select: `SELECT 'series', x.id, '${l}', x.name_${l}, ${strip(`x.description_${l}`)},
          '/${l}/series/' || x.slug_${l} || '/' || x.id, NULL, x.image_obj FROM series x`,
        where: 'true',
      };
  }
}

const INSERT = 'INSERT INTO search_documents (kind, ref_id, locale, title, body, url, date, image_obj)';

/**
 * Rebuilds the search index and the autocomplete word list from the content tables (and, when the
 * database has it, the view `search_source_pages`). Runs in one transaction, so searches never see a half index.
 */
export async function reindexSearch(db: Db): Promise<void> {
  await db.transaction((tx) => rebuildSearchIndex(tx));
  clearDomainCaches(db);
}

/** The whole rebuild inside the caller's transaction (the demo date shift moves events and reindexes at once). */
export async function rebuildSearchIndex(tx: Queryable): Promise<void> {
  const [{ pages }] = await tx.query<{ pages: boolean }>(`SELECT to_regclass('search_source_pages') IS NOT NULL AS pages`);
  await tx.query('DELETE FROM search_documents');
  await tx.query('DELETE FROM search_words');
  for (const l of LOCALES) {
    for (const kind of SEARCH_KINDS) {
      const { select, where } = source(kind, l);
      await tx.query(`${INSERT} ${select} WHERE ${where}`);
    }
    if (pages) await tx.query(`${PAGE_INSERT} WHERE locale = $1 ON CONFLICT (kind, ref_id, locale) DO NOTHING`, [l]);
  }
  // Words are cut in JS: lower() in a C-locale database leaves Ä/Ö/Ü alone. Title words count five times,
  // so suggestions prefer what things are called over what their texts mention.
  const docs = await tx.query<DocText>('SELECT locale, title, body FROM search_documents');
  await addWordCounts(tx, countWords(docs, 1));
}

/**
 * Re-indexes one CMS page in the caller's transaction (an editor save): its documents in both languages are
 * replaced from `search_source_pages` (none when the page is offline or deleted) and the word counts of
 * autocomplete move by the difference, so the result equals a full rebuild without touching other rows.
 * The caller clears the search answer cache after its commit.
 */
export async function reindexPage(tx: Queryable, pageId: number): Promise<void> {
  const old = await tx.query<DocText>(`DELETE FROM search_documents WHERE kind = 'page' AND ref_id = $1 RETURNING locale, title, body`, [pageId]);
  const fresh = await tx.query<DocText>(
    `${PAGE_INSERT} WHERE id = $1 ON CONFLICT (kind, ref_id, locale) DO NOTHING RETURNING locale, title, body`,
    [pageId],
  );
  await moveWordCounts(tx, old, fresh);
}

/**
 * Re-indexes these entries of one kind in the caller's transaction (a back office write): like `reindexPage`, their
 * documents are replaced (none when deleted or offline) and the word counts move by the difference, so a write costs
 * a few rows instead of a rebuild of the whole index.
 */
export async function reindexEntries(tx: Queryable, kind: SearchKind, ids: number[]): Promise<void> {
  if (!ids.length) return;
  const unique = [...new Set(ids)];
  const old = await tx.query<DocText>('DELETE FROM search_documents WHERE kind = $1 AND ref_id = ANY($2::int[]) RETURNING locale, title, body', [kind, unique]);
  const fresh: DocText[] = [];
  for (const l of LOCALES) {
    const { select, where } = source(kind, l);
    fresh.push(...(await tx.query<DocText>(`${INSERT} ${select} WHERE (${where}) AND x.id = ANY($1::int[]) RETURNING locale, title, body`, [unique])));
  }
  await moveWordCounts(tx, old, fresh);
}

/** Autocomplete's word counts move from the `old` documents to the `fresh` ones; words nobody uses any more go. */
async function moveWordCounts(tx: Queryable, old: DocText[], fresh: DocText[]): Promise<void> {
  const delta = countWords(old, -1, countWords(fresh, 1));
  for (const [key, n] of delta) if (n === 0) delta.delete(key);
  if (!delta.size) return;
  await addWordCounts(tx, delta);
  await tx.query('DELETE FROM search_words WHERE freq <= 0 AND word = ANY($1::text[])', [[...new Set([...delta.keys()].map((k) => k.split('|')[1]))]]);
}

interface DocText {
  locale: string;
  title: string;
  body: string;
}

const PAGE_INSERT = `INSERT INTO search_documents (kind, ref_id, locale, title, body, url, date, image_obj)
  SELECT 'page', id::int, locale, title, ${strip("coalesce(body, '')")}, url, NULL, NULL FROM search_source_pages`;

/** Word counts per `locale|word` (title words weigh five), times `sign`, added into `into`. */
function countWords(docs: DocText[], sign: 1 | -1, into = new Map<string, number>()): Map<string, number> {
  for (const doc of docs) {
    for (const [text, weight] of [[doc.title, 5], [doc.body, 1]] as const) {
      for (const word of wordsOf(text)) into.set(`${doc.locale}|${word}`, (into.get(`${doc.locale}|${word}`) ?? 0) + sign * weight);
    }
  }
  return into;
}

async function addWordCounts(tx: Queryable, counts: Map<string, number>): Promise<void> {
  const entries = [...counts.entries()].map(([k, n]) => [...k.split('|'), n] as [string, string, number]);
  await tx.query(
    `INSERT INTO search_words (locale, word, freq) SELECT * FROM unnest($1::text[], $2::text[], $3::int[])
     ON CONFLICT (locale, word) DO UPDATE SET freq = search_words.freq + excluded.freq`,
    [entries.map((e) => e[0]), entries.map((e) => e[1]), entries.map((e) => e[2])],
  );
}

/** Lower-cased words of 3-40 letters or digits (hyphenated parts count separately). */
export function wordsOf(text: string): string[] {
  return (text.toLocaleLowerCase('de').match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => w.length >= 3 && w.length <= 40);
}
