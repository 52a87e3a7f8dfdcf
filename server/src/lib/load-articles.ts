import type { Article, ArticleCategory, ArticleTeaser, ImageObj, ImageThumbnails } from 'shared-contracts/entities';
import type { Locale } from 'shared-contracts/locales';
import { buildPath } from 'shared-contracts/routes';
import type { Queryable } from '../db/types';
import { type ArticleReader, articleState, visibleArticleSql } from './article-visibility';
import { loc } from './localized-columns';
import { withAlt } from './localized-image';
import { withLibraryTexts } from './library-texts';

interface ArticleRow {
  id: number;
  slug_de: string;
  slug_en: string;
  title: string;
  teaser_text: string;
  date: string;
  author: string;
  body: string;
  category_id: number;
  category_name: string;
  category_slug: string;
  image_obj: ImageObj | null;
  image_thumbnails: ImageThumbnails | null;
  is_online: boolean;
  publish_at: Date | string | null;
}

/**
 * Articles for the given ids in that order, only those the reader may get (visitors: online and published by
 * `now`); `full` adds author and body (detail). For staff an article visitors do not get carries its `state`.
 */
export async function loadArticles(db: Queryable, locale: Locale, ids: number[], reader: ArticleReader, full: true): Promise<Article[]>;
export async function loadArticles(db: Queryable, locale: Locale, ids: number[], reader: ArticleReader, full?: false): Promise<ArticleTeaser[]>;
export async function loadArticles(db: Queryable, locale: Locale, ids: number[], reader: ArticleReader, full = false): Promise<ArticleTeaser[]> {
  if (ids.length === 0) return [];
  const L = (c: string) => loc(c, locale);
  const [rows, tags] = await Promise.all([
    db.query<ArticleRow>(
      `SELECT a.id, a.slug_de, a.slug_en, a.${L('title')} AS title, a.${L('teaser')} AS teaser_text, to_char(a.date, 'YYYY-MM-DD') AS date,
              a.author, ${full ? `a.${L('body')}` : "''"} AS body, c.id AS category_id, c.${L('name')} AS category_name,
              c.${L('slug')} AS category_slug, a.image_obj, a.image_thumbnails, a.is_online, a.publish_at
         FROM articles a JOIN article_categories c ON c.id = a.category_id
        WHERE a.id = ANY($1::int[]) AND ($2::boolean OR ${visibleArticleSql('a', '$3::timestamptz')})`,
      [ids, reader.drafts === true, reader.now.toISOString()],
    ),
    db.query<ArticleCategory & { article_id: number }>(
      `SELECT l.article_id, t.id, t.${L('name')} AS name, t.${L('slug')} AS slug FROM article_tag_links l JOIN article_tags t ON t.id = l.tag_id
        WHERE l.article_id = ANY($1::int[]) ORDER BY t.id`,
      [ids],
    ),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return withLibraryTexts(db, ids
    .map((id) => byId.get(id))
    .filter((r): r is ArticleRow => r !== undefined)
    .map((r) => {
      const state = articleState(r, reader.now);
      return {
        id: r.id,
        slug: locale === 'en' ? r.slug_en : r.slug_de,
        title: r.title,
        teaser_text: r.teaser_text,
        date: r.date,
        category: { id: r.category_id, name: r.category_name, slug: r.category_slug },
        tags: tags.filter((t) => t.article_id === r.id).map((t) => ({ id: t.id, name: t.name, slug: t.slug })),
        image_obj: withAlt(r.image_obj, r.title),
        image_thumbnails: r.image_thumbnails,
        urls: {
          de: buildPath('magazine-slug-id', 'de', { slug: r.slug_de, id: String(r.id) }),
          en: buildPath('magazine-slug-id', 'en', { slug: r.slug_en, id: String(r.id) }),
        },
        ...(full ? { author: r.author, body: r.body } : {}),
        ...(state === 'online' ? {} : { state, publish_at: r.publish_at ? new Date(r.publish_at).toISOString() : null }),
      };
    }), locale);
}
