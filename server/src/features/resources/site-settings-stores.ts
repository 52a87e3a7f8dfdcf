import type { z } from 'zod';
import type {
  errorPageSchema,
  menuItemSchema,
  openingHoursExceptionSchema,
  openingHoursSchema,
  siteSettingsSchema,
} from 'shared-contracts/back-office/site-settings-kinds';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/types';
import { HttpError, badRequest } from '../../http/errors';
import { sanitizeErrorPageHtml, sanitizeFooterHtml } from '../../lib/site-html';
import { visibleToVisitors } from './after-write';
import type { ResourceStore } from './resource-store';
import { tableStore } from './table-store';

type MenuItem = z.infer<typeof menuItemSchema>;
type Hours = z.infer<typeof openingHoursSchema>;
type HoursException = z.infer<typeof openingHoursExceptionSchema>;
type Settings = z.infer<typeof siteSettingsSchema>;
type ErrorPage = z.infer<typeof errorPageSchema>;

const visitorsSee = visibleToVisitors({ search: null });

/**
 * The header draws a top entry and one level below it, and the footer a flat list: an entry goes only under a top
 * entry of its own menu and language, and an entry that has entries below it stays at the top (and in its menu).
 */
async function checkMenuItem(tx: Queryable, data: MenuItem, id: number | null): Promise<MenuItem> {
  const [children] = id === null ? [] : await tx.query<{ n: number; locale: string; menu: string }>(
    'SELECT count(c.id)::int AS n, p.locale, p.menu FROM nav_items p LEFT JOIN nav_items c ON c.parent_id = p.id WHERE p.id = $1 GROUP BY p.id',
    [id],
  );
  const hasChildren = (children?.n ?? 0) > 0;
  if (hasChildren && (children.locale !== data.locale || children.menu !== data.menu)) {
    throw badRequest('menu', 'has entries below it: move or delete those first');
  }
  if (data.parent_id === null) return data;
  if (data.menu === 'footer') throw badRequest('parent_id', 'footer entries have no entries above them');
  if (data.parent_id === id) throw badRequest('parent_id', 'an entry cannot sit below itself');
  if (hasChildren) throw badRequest('parent_id', 'has entries below it, so it stays a top entry');
  const [parent] = await tx.query<{ locale: string; menu: string; parent_id: number | null }>('SELECT locale, menu, parent_id FROM nav_items WHERE id = $1', [data.parent_id]);
  if (!parent) throw badRequest('parent_id', 'no such menu entry');
  if (parent.locale !== data.locale || parent.menu !== data.menu) throw badRequest('parent_id', 'must be an entry of the same menu and language');
  if (parent.parent_id !== null) throw badRequest('parent_id', 'must be a top entry (menus have one level below the top)');
  return data;
}

export const menuItemStore: ResourceStore<MenuItem> = {
  ...tableStore<MenuItem>({
    table: 'nav_items',
    columns: ['locale', 'menu', 'parent_id', 'position', 'title', 'url', 'has_tab_navigation'],
    search: ['title', 'url'],
  }),
  check: checkMenuItem,
  afterWrite: visitorsSee,
};

const hoursSelect = {
  time_from: "coalesce(to_char(t.time_from, 'HH24:MI'), '')",
  time_to: "coalesce(to_char(t.time_to, 'HH24:MI'), '')",
  alternative_text_de: "coalesce(t.alternative_text_de, '')",
  alternative_text_en: "coalesce(t.alternative_text_en, '')",
  alternative_link_url: "coalesce(t.alternative_link_url, '')",
};
const hoursColumns = ['time_from', 'time_to', 'closed', 'alternative_text_de', 'alternative_text_en', 'alternative_link_url', 'sort'] as const;

/**
 * An open range needs both ends, the start before the end; a closed day needs no times. Empty texts and times are
 * stored as none, as the seed stores them, so the public call answers null for them.
 */
function checkHours<T extends Hours | HoursException>(data: T): T {
  if (!data.closed) {
    if (!data.time_from) throw badRequest('time_from', 'required unless closed');
    if (!data.time_to) throw badRequest('time_to', 'required unless closed');
    if (data.time_to <= data.time_from) throw badRequest('time_to', 'must be after the start');
  }
  const none = (v: string) => (v === '' ? (null as unknown as string) : v);
  return {
    ...data,
    time_from: none(data.closed ? '' : data.time_from),
    time_to: none(data.closed ? '' : data.time_to),
    alternative_text_de: none(data.alternative_text_de),
    alternative_text_en: none(data.alternative_text_en),
    alternative_link_url: none(data.alternative_link_url),
  };
}

export const openingHoursStore: ResourceStore<Hours> = {
  ...tableStore<Hours>({
    table: 'opening_hours',
    columns: ['weekday', ...hoursColumns],
    selectAs: { ...hoursSelect, weekday: 't.weekday::text' },
    search: ['alternative_text_de', 'alternative_text_en'],
  }),
  check: async (_tx, data) => checkHours(data),
  afterWrite: visitorsSee,
};

export const openingHoursExceptionStore: ResourceStore<HoursException> = {
  ...tableStore<HoursException>({
    table: 'opening_hours_exceptions',
    columns: ['date', ...hoursColumns],
    selectAs: { ...hoursSelect, date: "to_char(t.date, 'YYYY-MM-DD')" },
    search: ['date', 'alternative_text_de', 'alternative_text_en'],
  }),
  check: async (_tx, data) => checkHours(data),
  afterWrite: visitorsSee,
};

const settingsTable = tableStore<Settings>({
  table: 'site_settings',
  columns: ['is_site_online', 'is_shop_online', 'html_footer_top', 'html_footer_bottom', 'html_footer_logos', 'door_unpaid', 'invoice_issuer', 'invoice_address', 'invoice_tax_number', 'invoice_vat_id', 'invoice_bank'],
  selectAs: { html_footer_logos: "coalesce(t.html_footer_logos, '')" },
  search: [],
});

/** The one settings row: it is edited, never created or deleted; the footer's blocks are cleaned as they are saved. */
export const siteSettingsStore: ResourceStore<Settings> = {
  ...settingsTable,
  async insert(tx, data, id) {
    if (id === 1) return settingsTable.insert(tx, data, id);
    throw new HttpError(405, 'site-settings: the site has one settings entry; edit it instead', 'method');
  },
  async check(_tx, data) {
    return {
      ...data,
      html_footer_top: sanitizeFooterHtml(data.html_footer_top),
      html_footer_bottom: sanitizeFooterHtml(data.html_footer_bottom),
      html_footer_logos: data.html_footer_logos.trim() === '' ? (null as unknown as string) : sanitizeFooterHtml(data.html_footer_logos),
    };
  },
  afterWrite: visitorsSee,
};

/** The shell asks for a custom page only for the statuses design settings list, so the list follows the table. */
async function listErrorPagesInDesign(ctx: AppContext): Promise<void> {
  await ctx.db.query(
    `UPDATE site_settings SET design = jsonb_set(design::jsonb, '{error_pages}', (SELECT coalesce(jsonb_agg(status ORDER BY status), '[]'::jsonb) FROM error_pages)) WHERE id = 1`,
  );
}

export const errorPageStore: ResourceStore<ErrorPage> = {
  ...tableStore<ErrorPage>({ table: 'error_pages', columns: ['status', 'html'], selectAs: { status: 't.status::text' }, search: ['html'] }),
  async check(tx, data, id) {
    const [taken] = await tx.query<{ id: number }>('SELECT id FROM error_pages WHERE status = $1 AND id IS DISTINCT FROM $2', [Number(data.status), id]);
    if (taken) throw badRequest('status', 'already has a custom page: edit that one');
    const html = sanitizeErrorPageHtml(data.html);
    if (!html) throw badRequest('html', 'nothing is left once scripts are removed');
    return { ...data, html };
  },
  async afterWrite(ctx, ids) {
    await listErrorPagesInDesign(ctx);
    await visitorsSee(ctx, ids);
  },
};
