import type { Db, Queryable } from '../db/types';
import { clearDomainCaches } from './response-cache';

const LOCALES = ['de', 'en'] as const;
const strip = (column: string) => `regexp_replace(${column}, '<[^>]+>', ' ', 'g')`;
/** Parts of a document (subtitle, teaser, body) joined with a dash, so an excerpt does not read as one run-on sentence. */
const join = (...parts: string[]) => `concat_ws(' – ', ${parts.map((part) => `nullif(btrim(${part}), '')`).join(', ')})`;

/** One INSERT … SELECT per source and language; urls follow the route table's patterns. */
function sources(l: 'de' | 'en'): string[] {
  const events = l === 'de' ? 'veranstaltungen' : 'events';
  const productions = l === 'de' ? 'produktionen' : 'productions';
  const magazine = l === 'de' ? 'mediathek-de' : 'mediathek-en';
  const insert = 'INSERT INTO search_documents (kind, ref_id, locale, title, body, url, date, image_obj)';
  return [
    `${insert} SELECT 'event', e.id, '${l}', e.title_${l}, ${join(`e.preline_${l}`, `e.subtitle_${l}`, strip(`e.description_${l}`))},
       '/${l}/${events}/' || e.slug_${l} || '/' || e.id, e.date_start, e.image_obj FROM events e WHERE e.is_online`,
    `${insert} SELECT 'production', p.id, '${l}', p.title_${l}, ${join(`p.subtitle_${l}`, strip(`p.description_${l}`))},
       '/${l}/${productions}/' || p.slug_${l} || '/' || p.id, p.date_from::timestamptz, p.image_obj FROM productions p`,
    `${insert} SELECT 'article', a.id, '${l}', a.title_${l}, ${join(`a.teaser_${l}`, strip(`a.body_${l}`))},
       '/${l}/${magazine}/' || a.slug_${l} || '/' || a.id, a.date::timestamptz, a.image_obj FROM articles a`,
    `${insert} SELECT 'person', p.id, '${l}', p.first_name || ' ' || p.last_name, ${join(`p.role_${l}`, strip(`p.bio_${l}`))},
       '/${l}/team/' || p.slug || '/' || p.id, NULL, p.image_obj FROM persons p`,
    `${insert} SELECT 'venue', v.id, '${l}', v.name_${l}, concat_ws(' ', ${strip(`v.description_${l}`)}, v.street, v.zip, v.city),
       '/${l}/venues/' || v.slug_${l} || '/' || v.id, NULL, v.image_obj FROM venues v`,
    `${insert} SELECT 'series', s.id, '${l}', s.name_${l}, ${strip(`s.description_${l}`)},
       '/${l}/series/' || s.slug_${l} || '/' || s.id, NULL, s.image_obj FROM series s`,
  ];
}

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
    for (const sql of sources(l)) await tx.query(sql);
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
