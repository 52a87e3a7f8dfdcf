import type { Queryable } from '../../db/types';
import { design } from './site-data';

/**
 * What a real deployment (DEMO_DATA=0) starts with: the settings row every page reads (site and shop online, empty
 * HTML blocks, the default design without a logo) and nothing else: no pages, no programme, no accounts.
 */
export async function seedEmptySite(db: Queryable): Promise<void> {
  await db.query(
    `INSERT INTO site_settings (id, is_site_online, is_shop_online, html_header, html_footer_top, html_footer_bottom, html_footer_logos, design)
     VALUES (1, true, true, '', '', '', NULL, $1) ON CONFLICT (id) DO NOTHING`,
    [JSON.stringify(design(''))],
  );
}
