import type { Locale } from 'shared-contracts/locales';
import type { Page, PageRef } from 'shared-contracts/site';
import type { Queryable } from '../db/types';
import { withLibraryTexts } from './library-texts';
import { legalPage } from './legal-page';
import { buildModuleTree } from './module-tree';
import { MODULE_COLUMNS, type ModuleRow, type PageState, type TranslationRow, loadPageState, loadVersion, normalizeModule } from './page-state';


export const pageUrl = (locale: string, path: string) => (path ? `/${locale}/${path}` : `/${locale}`);

/** The page path below the locale prefix as the API receives it: '', 'home', '/de/x/', 'x/y' → '', '', 'x', 'x/y'. */
export function normalizePagePath(raw: string, locale: Locale): string {
  let path = raw.replace(/^\/+|\/+$/g, '');
  try {
    path = decodeURIComponent(path);
  } catch {
    /* keep as sent: a bad escape is just a path that does not exist */
  }
  if (path === locale) return '';
  if (path.startsWith(`${locale}/`)) path = path.slice(locale.length + 1);
  return path === 'home' ? '' : path.toLowerCase();
}

/**
 * Which rows a read goes to: staff see the working copy (the draft, in the live tables), everyone else the published
 * versions (views over the snapshots, same columns). Table names cannot be bound, so they come only from here.
 */
export type PageSource = 'draft' | 'published';
export const TABLES = {
  draft: { pages: 'pages', translations: 'page_translations', modules: 'modules' },
  published: { pages: 'published_pages', translations: 'published_page_translations', modules: 'published_modules' },
} as const;

export async function pageIdByPath(
  db: Queryable,
  locale: Locale,
  path: string,
  source: PageSource = 'draft',
): Promise<{ id: number; is_online: boolean; version_id: number } | null> {
  const { pages, translations } = TABLES[source];
  const version = source === 'published' ? 'p.version_id' : '(SELECT max(v.id) FROM page_versions v WHERE v.page_id = p.id)';
  const [row] = await db.query<{ id: number; is_online: boolean; version_id: number | null }>(
    `SELECT p.id, p.is_online, ${version} AS version_id
       FROM ${pages} p JOIN ${translations} t ON t.page_id = p.id WHERE t.locale = $1 AND t.path = $2`,
    [locale, path],
  );
  return row ? { ...row, version_id: row.version_id ?? 0 } : null;
}

const urlsOf = (translations: Pick<TranslationRow, 'locale' | 'path'>[]) => {
  const by = (l: Locale) => translations.find((t) => t.locale === l);
  return { de: pageUrl('de', by('de')?.path ?? ''), en: pageUrl('en', by('en')?.path ?? '') };
};

/** The ancestors in one query (nearest first), folded into the nested PageRef of the contract. */
async function parentChain(db: Queryable, parentId: number | null, locale: Locale, source: PageSource): Promise<PageRef | null> {
  if (parentId === null) return null;
  const { pages, translations } = TABLES[source];
  const rows = await db.query<{ id: number; parent_id: number | null; depth: number; locale: string; path: string; title: string }>(
    `WITH RECURSIVE chain AS (
       SELECT id, parent_id, 0 AS depth FROM ${pages} WHERE id = $1
       UNION ALL SELECT p.id, p.parent_id, c.depth + 1 FROM ${pages} p JOIN chain c ON p.id = c.parent_id WHERE c.depth < 20)
     SELECT c.id, c.parent_id, c.depth, t.locale, t.path, t.title FROM chain c JOIN ${translations} t ON t.page_id = c.id ORDER BY c.depth`,
    [parentId],
  );
  const depths = [...new Set(rows.map((r) => r.depth))].sort((a, b) => b - a);
  let ref: PageRef | null = null;
  for (const depth of depths) {
    const level = rows.filter((r) => r.depth === depth);
    const own = level.find((r) => r.locale === locale) ?? level[0];
    ref = { id: own.id, title: own.title, urls: urlsOf(level), parent: ref };
  }
  return ref;
}

async function siblings(db: Queryable, page: PageState['page'], locale: Locale, source: PageSource): Promise<Page['siblings']> {
  const { pages, translations } = TABLES[source];
  const rows = await db.query<{ id: number; locale: string; path: string; title: string }>(
    `SELECT p.id, t.locale, t.path, t.title FROM ${pages} p JOIN ${translations} t ON t.page_id = p.id
      WHERE p.parent_id IS NOT DISTINCT FROM $1 AND p.is_online AND p.parent_id IS NOT NULL ORDER BY p.position, p.id`,
    [page.parent_id],
  );
  const ids = [...new Set(rows.map((r) => r.id))];
  return ids.map((id) => {
    const own = rows.filter((r) => r.id === id);
    return { id, title: (own.find((r) => r.locale === locale) ?? own[0]).title, urls: urlsOf(own) };
  });
}

/** Assembles the Page of the API from a page state (current or a stored version). */
export async function assemblePage(
  db: Queryable,
  state: PageState,
  locale: Locale,
  opts: { versionId: number; staff: boolean },
): Promise<Page> {
  const t = state.translations.find((x) => x.locale === locale) ?? state.translations[0];
  // Visitors' breadcrumbs and sibling links name other pages as published, never by their drafts.
  const source: PageSource = opts.staff ? 'draft' : 'published';
  const og = state.page.og_image;
  return {
    id: state.page.id,
    urls: urlsOf(state.translations),
    content_type: state.page.content_type,
    title: t.title,
    headline: t.headline || t.title,
    is_online: state.page.is_online,
    is_clickable: state.page.is_clickable,
    in_menu: state.page.in_menu,
    in_footer: state.page.in_footer,
    is_landing_page: state.page.is_landing_page,
    parent: await parentChain(db, state.page.parent_id, locale, source),
    siblings: await siblings(db, state.page, locale, source),
    meta_title: t.meta_title || t.title,
    meta_description: t.meta_description,
    og_title: t.og_title || t.meta_title || t.title,
    og_description: t.og_description || t.meta_description,
    og_image: og?.image_obj.url ?? null,
    og_type: state.page.og_type,
    og_image_thumbnails: og ? { small: og.image_thumbnails.small } : null,
    og_image_thumbs: og ? { small: og.image_thumbnails.small } : null,
    modules: await withLibraryTexts(db, buildModuleTree(state.modules.filter((m) => m.locale === locale)), locale),
    settings_url: opts.staff ? `/${locale}/pageeditor-api/pages/${state.page.id}/` : null,
    version_id: opts.versionId,
    middleware: state.page.middleware,
  };
}

/**
 * The page at a path: null when missing, offline for anonymous callers, or the version is unknown. Staff get the
 * draft (or the version they asked for); everyone else the published version, found by its published path.
 */
export async function findPage(
  db: Queryable,
  locale: Locale,
  rawPath: string,
  opts: { staff: boolean; versionId?: number },
): Promise<Page | null> {
  const path = normalizePagePath(rawPath, locale);
  if (!opts.staff) {
    const published = await pageIdByPath(db, locale, path, 'published');
    if (!published) return (await pageIdByPath(db, locale, path)) ? null : legalPage(db, locale, path);
    if (!published.is_online) return null;
    const state = await loadVersion(db, published.id, published.version_id);
    return state ? assemblePage(db, state, locale, { versionId: published.version_id, staff: false }) : null;
  }
  const hit = await pageIdByPath(db, locale, path);
  if (!hit) return legalPage(db, locale, path);
  if (opts.staff && opts.versionId !== undefined) {
    const state = await loadVersion(db, hit.id, opts.versionId);
    return state ? assemblePage(db, state, locale, { versionId: opts.versionId, staff: true }) : null;
  }
  const state = await loadPageState(db, hit.id);
  if (!state) return null;
  return assemblePage(db, state, locale, { versionId: hit.version_id, staff: opts.staff });
}

/** Loads a container by slug with its whole subtree. */
export async function containerBySlug(db: Queryable, locale: string, slug: string, source: PageSource = 'draft') {
  const { modules } = TABLES[source];
  const rows = (
    await db.query<ModuleRow>(
      `WITH RECURSIVE tree AS (
         SELECT ${MODULE_COLUMNS} FROM ${modules} WHERE locale = $1 AND slug = $2 AND kind IN ('container', 'section')
         UNION ALL SELECT ${MODULE_COLUMNS.split(', ').map((c) => `m.${c}`).join(', ')} FROM ${modules} m JOIN tree ON m.parent_id = tree.id)
       SELECT * FROM tree`,
      [locale, slug],
    )
  ).map(normalizeModule);
  if (!rows.length) return null;
  const root = rows.find((r) => r.slug === slug && (r.kind === 'container' || r.kind === 'section'))!;
  return withLibraryTexts(db, buildModuleTree(rows.map((r) => (r.id === root.id ? { ...r, parent_id: null } : r)))[0], locale);
}
