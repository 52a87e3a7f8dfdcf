import type { z } from 'zod';
import type { articleCategorySchema, articleSchema, articleTagSchema } from 'shared-contracts/back-office/magazine';
import type { Queryable } from '../../db/types';
import { badRequest } from '../../http/errors';
import { slugify } from '../../lib/slugify';
import { articleStateSql } from '../../lib/article-visibility';
import { visibleToVisitors } from './after-write';
import type { ResourceStore } from './resource-store';
import { tableStore } from './table-store';

type Named = { name_de: string; name_en: string; slug_de: string; slug_en: string };

/** Empty slugs are made from the name or title of the same language. */
function withSlugs<T extends { slug_de: string; slug_en: string }>(data: T, de: string, en: string): T {
  return { ...data, slug_de: data.slug_de || slugify(de) || 'eintrag', slug_en: data.slug_en || slugify(en) || 'entry' };
}

async function checkIdsExist(tx: Queryable, table: string, ids: number[], field: string): Promise<void> {
  if (!ids.length) return;
  const [{ n }] = await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE id = ANY($1::int[])`, [[...new Set(ids)]]);
  if (n !== new Set(ids).size) throw badRequest(field, 'names an entry that does not exist');
}

const named = <T extends Named>(table: string, columns: string[]): ResourceStore<T> => ({
  ...tableStore<T>({ table, columns, search: ['name_de', 'name_en'] }),
  check: async (_tx, data) => withSlugs(data, data.name_de, data.name_en),
  afterWrite: visibleToVisitors({ search: null }),
});

export const articleCategoryStore = named<z.infer<typeof articleCategorySchema>>('article_categories', ['name_de', 'name_en', 'slug_de', 'slug_en', 'sort']);
export const articleTagStore = named<z.infer<typeof articleTagSchema>>('article_tags', ['name_de', 'name_en', 'slug_de', 'slug_en']);

type Article = z.infer<typeof articleSchema>;

export const articleStore: ResourceStore<Article> = {
  ...tableStore<Article>({
    table: 'articles',
    columns: ['title_de', 'title_en', 'slug_de', 'slug_en', 'teaser_de', 'teaser_en', 'body_de', 'body_en', 'author', 'date', 'category_id', 'is_online', 'publish_at'],
    selectAs: { date: "to_char(t.date, 'YYYY-MM-DD')", publish_at: `to_char(t.publish_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')` },
    search: ['title_de', 'title_en', 'teaser_de', 'author'],
    links: [{ field: 'tags', table: 'article_tag_links', own: 'article_id', other: 'tag_id' }],
    image: 'image',
    // The back office's list says what visitors get right now, by the database's clock (the same instant in production).
    computed: { state: articleStateSql('t', 'now()') },
  }),
  async check(tx, data) {
    await checkIdsExist(tx, 'article_categories', [data.category_id], 'category_id');
    await checkIdsExist(tx, 'article_tags', data.tags, 'tags');
    return withSlugs(data, data.title_de, data.title_en);
  },
  // Articles are searchable: the index follows at once.
  afterWrite: visibleToVisitors({ search: 'article' }),
};
