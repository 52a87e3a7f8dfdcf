import { type SiteSettings, designSettingsSchema } from 'shared-contracts/site';
import type { Db } from '../db/types';
import { clearSiteCache } from './site-cache';

interface SettingsRow {
  is_site_online: boolean;
  is_shop_online: boolean;
  html_header: string;
  html_footer_top: string;
  html_footer_bottom: string;
  html_footer_logos: string | null;
  design: unknown;
}

/** The one settings row; null when the site has not been set up (treated like a failing settings call: 503). */
export async function loadSettings(db: Db): Promise<SiteSettings | null> {
  const [row] = await db.query<SettingsRow>(
    'SELECT is_site_online, is_shop_online, html_header, html_footer_top, html_footer_bottom, html_footer_logos, design FROM site_settings WHERE id = 1',
  );
  if (!row) return null;
  const design = typeof row.design === 'string' ? JSON.parse(row.design) : row.design;
  return {
    is_site_online: row.is_site_online,
    is_shop_online: row.is_shop_online,
    html_header: { code: row.html_header },
    html_footer_top: { code: row.html_footer_top },
    html_footer_bottom: { code: row.html_footer_bottom },
    html_footer_logos: row.html_footer_logos === null ? null : { code: row.html_footer_logos },
    design: designSettingsSchema.parse(design),
  };
}

/** Test and admin helper: switch the site or the shop on and off. */
export async function setOnline(db: Db, flags: { site?: boolean; shop?: boolean }): Promise<void> {
  if (flags.site !== undefined) await db.query('UPDATE site_settings SET is_site_online = $1 WHERE id = 1', [flags.site]);
  if (flags.shop !== undefined) await db.query('UPDATE site_settings SET is_shop_online = $1 WHERE id = 1', [flags.shop]);
  // The document host keeps the settings (decision 014): an offline switch must show on the next request.
  clearSiteCache(db);
}
