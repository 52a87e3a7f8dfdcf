import type { ArticleState } from 'shared-contracts/back-office/magazine';

/**
 * The one rule for who gets a magazine article: visitors while it is online and its publish time (none: at once) has
 * come, staff always. Every visitor query (lists, teasers, related articles, detail, head, structured data, sitemap,
 * search index) uses this condition with the server's clock, so a scheduled article appears at its time without a
 * write (decision 125).
 */
export const visibleArticleSql = (alias: string, now: string) => `(${alias}.is_online AND (${alias}.publish_at IS NULL OR ${alias}.publish_at <= ${now}))`;

/**
 * A category (alias of `article_categories`) or tag (alias of `article_tags`) belongs in the visitors' magazine
 * navigation only while at least one of its articles is visible by the rule above: a link to an empty list is a dead
 * end. The answer is one for everyone, like the lists it leads to.
 */
export const categoryHasVisibleArticleSql = (alias: string, now: string) =>
  `EXISTS (SELECT 1 FROM articles va WHERE va.category_id = ${alias}.id AND ${visibleArticleSql('va', now)})`;
export const tagHasVisibleArticleSql = (alias: string, now: string) =>
  `EXISTS (SELECT 1 FROM article_tag_links vl JOIN articles va ON va.id = vl.article_id WHERE vl.tag_id = ${alias}.id AND ${visibleArticleSql('va', now)})`;

/** The same rule as a state name for staff: offline, scheduled (online, time still ahead) or online. */
export const articleStateSql = (alias: string, now: string) =>
  `CASE WHEN NOT ${alias}.is_online THEN 'offline' WHEN ${alias}.publish_at > ${now} THEN 'scheduled' ELSE 'online' END`;

/** The state of a loaded row at `now`. */
export function articleState(row: { is_online: boolean; publish_at: Date | string | null }, now: Date): ArticleState {
  if (!row.is_online) return 'offline';
  return row.publish_at && new Date(row.publish_at).getTime() > now.getTime() ? 'scheduled' : 'online';
}

/** Who reads: visitors get only visible articles at `now`; `drafts` (a staff session) gets every article. */
export interface ArticleReader {
  now: Date;
  drafts?: boolean;
}
