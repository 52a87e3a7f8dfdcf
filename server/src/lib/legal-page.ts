import type { Locale } from 'shared-contracts/locales';
import type { Page } from 'shared-contracts/site';
import type { Queryable } from '../db/types';

/** The legal texts the API serves, one per kind. */
export const LEGAL_KINDS = ['agb', 'imprint', 'privacy-policy'] as const;
export type LegalKind = (typeof LEGAL_KINDS)[number];

/** Legal page paths and the legal API kind behind each (agb, imprint, privacy-policy). */
export const LEGAL_PAGE_KINDS: Record<string, LegalKind> = { agb: 'agb', datenschutz: 'privacy-policy', impressum: 'imprint' };
/** Ids far above any CMS page's, so a legal page never collides with one. */
const LEGAL_PAGE_ID_BASE = 900_000;

/**
 * The legal texts live in their own table (the agb/imprint/privacy-policy API), not in the CMS tree. The page API
 * answers them as a page with one text module, so the shell and mf-content render them like any other page.
 */
export async function legalPage(db: Queryable, locale: Locale, path: string): Promise<Page | null> {
  const kind = LEGAL_PAGE_KINDS[path];
  if (!kind) return null;
  const [row] = await db.query<{ title: string; html: string }>('SELECT title, html FROM legal_texts WHERE kind = $1 AND locale = $2', [kind, locale]);
  if (!row) return null;
  const id = LEGAL_PAGE_ID_BASE + Object.keys(LEGAL_PAGE_KINDS).indexOf(path);
  return {
    id,
    urls: { de: `/de/${path}`, en: `/en/${path}` },
    content_type: 'legal',
    title: row.title,
    headline: row.title,
    is_online: true,
    is_clickable: true,
    in_menu: false,
    in_footer: true,
    is_landing_page: false,
    parent: null,
    siblings: [],
    meta_title: row.title,
    meta_description: '',
    og_title: row.title,
    og_description: '',
    og_image: null,
    og_type: 'website',
    og_image_thumbnails: null,
    og_image_thumbs: null,
    modules: [{ id: id * 10, content_type: 'text', slug: `legal-${kind}`, parent: null, object_id: null, position: 0, data: { content: row.html } }],
    settings_url: null,
    version_id: 0,
  };
}
