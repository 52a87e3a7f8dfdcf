import type { z } from 'zod';
import type { ResourceEntry } from 'shared-contracts/back-office/descriptor';
import type { designSettingsFormSchema } from 'shared-contracts/back-office/design-settings-kind';
import type { Queryable } from '../../db/types';
import { HttpError } from '../../http/errors';
import { storedImage } from '../../lib/stored-image';
import { visibleToVisitors } from './after-write';
import type { ResourceStore } from './resource-store';

type Design = z.infer<typeof designSettingsFormSchema>;

/**
 * The design settings live in the settings row's `design` document beside what the form does not show (the error
 * pages' list, robots, the menu and event styles), with a version of their own (`design_version`).
 */
const SELECT = `SELECT 1 AS id, design_version AS version,
  coalesce(design->>'header_logo_link', '') AS header_logo_link,
  coalesce(design->>'header_logo_image', '') AS header_logo_image,
  coalesce(design->>'header_basket_link', '') AS header_basket_link,
  coalesce(design->>'webshop_link', '') AS webshop_link,
  coalesce((design->>'sticky_overlay_button')::boolean, false) AS sticky_overlay_button,
  coalesce((design->>'quick_buy_widget')::boolean, false) AS quick_buy_widget,
  coalesce((design->>'detail_program_overlay')::boolean, false) AS detail_program_overlay,
  coalesce((design->>'anchor_list_offset')::int, 0) AS anchor_list_offset,
  coalesce(design->>'tag_manager_id', '') AS tag_manager_id,
  coalesce(design->>'maps_key', '') AS maps_key,
  coalesce(design#>>'{maps_marker,color}', '#b00d2c') AS maps_marker_color,
  coalesce(design->>'currency_symbol', '€') AS currency_symbol
  FROM site_settings WHERE id = 1`;

/** The public settings' shape of the form's values: empty texts are what the site reads as "none" (null). */
function designPatch(data: Design): Record<string, unknown> {
  const none = (v: string) => (v === '' ? null : v);
  return {
    header_logo_link: data.header_logo_link,
    header_logo_image: data.header_logo_image,
    header_basket_link: data.header_basket_link,
    webshop_link: data.webshop_link,
    sticky_overlay_button: data.sticky_overlay_button,
    quick_buy_widget: data.quick_buy_widget,
    detail_program_overlay: data.detail_program_overlay,
    anchor_list_offset: data.anchor_list_offset,
    // The cookie dialog's tag manager and the site's are one and the same id.
    tag_manager_id: none(data.tag_manager_id),
    cookies_tag_manager_id: none(data.tag_manager_id),
    maps_key: none(data.maps_key),
    currency_symbol: data.currency_symbol,
  };
}

async function read(db: Queryable, lock = false): Promise<ResourceEntry<Design> | null> {
  const [row] = await db.query<ResourceEntry<Design>>(`${SELECT}${lock ? ' FOR UPDATE' : ''}`);
  return row ?? null;
}

const oneEntry = () => new HttpError(405, 'design-settings: the site has one design settings entry; edit it instead', 'method');

/** The one design settings entry (id 1): edited, never created or deleted; admins only (the descriptor's roles). */
export const designSettingsStore: ResourceStore<Design> = {
  async list(db) {
    const entry = await read(db);
    return { items: entry ? [entry] : [], count: entry ? 1 : 0 };
  },
  async get(db, id, lock = false) {
    return id === 1 ? read(db, lock) : null;
  },
  async insert() {
    throw oneEntry();
  },
  async update(tx, _id, data) {
    await tx.query(
      `UPDATE site_settings SET design = design || $1::jsonb || jsonb_build_object('maps_marker', coalesce(design->'maps_marker', '{}'::jsonb) || jsonb_build_object('color', $2::text)),
         design_version = design_version + 1 WHERE id = 1`,
      [JSON.stringify(designPatch(data)), data.maps_marker_color],
    );
  },
  async remove() {
    throw oneEntry();
  },
  /** The logo image must be a library image, as every image field's is (the object is made, never taken). */
  async check(tx, data) {
    const [row] = await tx.query<{ url: string }>(`SELECT coalesce(design->>'header_logo_image', '') AS url FROM site_settings WHERE id = 1`);
    const unchanged = row?.url === data.header_logo_image;
    if (!unchanged) await storedImage(tx, 'header_logo_image', data.header_logo_image, null);
    return data;
  },
  afterWrite: visibleToVisitors({ search: null }),
};
