import { seedDemoAccounts } from './demo-accounts';
import { LOCALES, type Locale } from 'shared-contracts/locales';
import type { Clock } from '../../context';
import type { Queryable } from '../../db/types';
import { validateModuleData } from '../../features/editor/module-writes';
import { insertModuleRow, snapshotPage } from '../../lib/page-state';
import { publishVersion } from '../../lib/page-publication';
import { exhibitionStory } from './exhibition-story';
import { loadImageLib } from './images-lib';
import { LEGAL } from './legal-data';
import { MAIN_PAGES } from './pages-main';
import { MORE_PAGES } from './pages-more';
import { ERROR_404_HTML, FOOTER, HTML_BLOCKS, MENU, type NavSpec, PARTNERS, REDIRECTS, SECONDARY, design, footerTop, logosHtml } from './site-data';
import { type ImageLib, type ModuleSpec, picker } from './types';

export const SITE_PAGES = [...MAIN_PAGES, ...MORE_PAGES];

/** Writes one module tree; every module passes the same validation the editor API applies. */
async function insertModules(db: Queryable, specs: ModuleSpec[], where: { pageId: number | null; locale: Locale; parentId: number | null; column: number | null }) {
  for (const [position, spec] of specs.entries()) {
    const id = await insertModuleRow(db, {
      page_id: where.pageId,
      locale: where.locale,
      parent_id: where.parentId,
      column_index: where.column,
      position,
      kind: spec.kind,
      slug: spec.slug ?? null,
      object_id: where.pageId,
      layout: spec.columns ? (spec.layout ?? '100') : null,
      column_classes: null,
      data: validateModuleData(spec.kind, spec.data ?? {}),
    });
    for (const [column, children] of (spec.columns ?? []).entries()) {
      await insertModules(db, children, { ...where, parentId: id, column });
    }
    if (spec.children) await insertModules(db, spec.children, { ...where, parentId: id, column: null });
  }
}

async function insertNav(db: Queryable, locale: Locale, menu: 'menu' | 'secondary' | 'footer', items: NavSpec[], parentId: number | null) {
  for (const [position, item] of items.entries()) {
    const [row] = await db.query<{ id: number }>(
      'INSERT INTO nav_items (locale, menu, parent_id, position, title, url, has_tab_navigation) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id',
      [locale, menu, parentId, position, item[locale], item.url[locale], item.tabs ?? false],
    );
    if (item.children) await insertNav(db, locale, menu, item.children, row.id);
  }
}

/** The site's demo content: staff user, settings, error page, legal texts, redirects, navigation, CMS pages. */
export async function seedSite(db: Queryable, clock: Clock): Promise<void> {
  const img: ImageLib = await loadImageLib(db);
  const story = exhibitionStory(clock);
  await seedDemoAccounts(db);
  const logos = PARTNERS.map((k) => img[k].image_obj as { url: string; alt: string });
  await db.query(
    `INSERT INTO site_settings (id, is_site_online, is_shop_online, html_header, html_footer_top, html_footer_bottom, html_footer_logos, design)
     VALUES (1, true, true, $1, $2, $3, $4, $5) ON CONFLICT (id) DO NOTHING`,
    [HTML_BLOCKS.header, footerTop(story), HTML_BLOCKS.footerBottom, logosHtml(logos), JSON.stringify(design((img.logo.image_obj as { url: string }).url))],
  );
  await db.query('INSERT INTO error_pages (status, html) VALUES (404, $1) ON CONFLICT (status) DO NOTHING', [ERROR_404_HTML]);
  for (const [kind, texts] of Object.entries(LEGAL)) {
    for (const locale of LOCALES) {
      await db.query('INSERT INTO legal_texts (kind, locale, title, html) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING', [kind, locale, ...texts[locale]]);
    }
  }
  for (const [locale, from, to] of REDIRECTS) {
    await db.query('INSERT INTO redirects (locale, old_path, new_path) VALUES ($1, $2, $3) ON CONFLICT (old_path) DO NOTHING', [locale, from, to]);
  }
  const [nav] = await db.query('SELECT 1 FROM nav_items LIMIT 1');
  if (!nav) {
    for (const locale of LOCALES) {
      await insertNav(db, locale, 'menu', MENU, null);
      await insertNav(db, locale, 'secondary', SECONDARY, null);
      await insertNav(db, locale, 'footer', FOOTER, null);
    }
  }
  const [anyPage] = await db.query('SELECT 1 FROM pages LIMIT 1');
  if (anyPage) return;
  const ids = new Map<string, number>();
  for (const spec of SITE_PAGES) {
    const og = spec.og ? JSON.stringify({ image_obj: img.hero.image_obj, image_thumbnails: img.hero.image_thumbnails }) : null;
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO pages (parent_id, position, is_online, is_clickable, in_menu, in_footer, is_landing_page, middleware, og_image)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      [spec.parent ? ids.get(spec.parent) : null, spec.position ?? 0, spec.is_online ?? true, spec.is_clickable ?? true, spec.in_menu ?? false,
        spec.in_footer ?? false, spec.is_landing_page ?? false, JSON.stringify(spec.middleware ?? []), og],
    );
    ids.set(spec.key, row.id);
    for (const locale of LOCALES) {
      const t = spec[locale];
      await db.query(
        `INSERT INTO page_translations (page_id, locale, path, title, headline, meta_title, meta_description) VALUES ($1, $2, $3, $4, $5, '', $6)`,
        [row.id, locale, t.path, t.title, t.headline ?? '', t.meta_description ?? ''],
      );
      await insertModules(db, spec.modules(picker(locale), img, locale, story), { pageId: row.id, locale, parentId: null, column: null });
    }
    await publishVersion(db, row.id, await snapshotPage(db, row.id, null, 'demo content', clock.now()), null, clock.now());
  }
  // A section that lives outside any page, fetched by slug (the events overlay's intro).
  for (const locale of LOCALES) {
    const t = picker(locale);
    await insertModules(
      db,
      [{ kind: 'container', slug: 'events-overlay-intro', layout: '100', columns: [[{ kind: 'text', data: { content: t('<p>Wählen Sie einen Termin und sichern Sie sich Ihre Karten.</p>', '<p>Choose a date and get your tickets.</p>') } }]] }],
      { pageId: null, locale, parentId: null, column: null },
    );
  }
}
