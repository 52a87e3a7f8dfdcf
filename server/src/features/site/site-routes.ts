import type { FastifyInstance } from 'fastify';
import type { Navigation, NavItem, RedirectEntry, SettingsResponse } from 'shared-contracts/site';
import { isLocalPath } from 'shared-contracts/local-path';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { forLocales } from '../../http/locale-routes';
import { z } from 'zod';
import { parseInput } from '../../http/validate';
import { loadSettings, setOnline } from '../../lib/settings-repo';
import { holdLimitsFromEnv } from '../../lib/hold-limits';
import { errorPageParts } from '../../lib/site-html';

/**
 * The switches for the whole site and the shop (a dashboard call; the end-to-end tests use it too). Site-level
 * settings are the admin's in the back office, so this older call asks for the same role.
 */
const onlineFlagsSchema = z.strictObject({ is_site_online: z.boolean().optional(), is_shop_online: z.boolean().optional() });

interface NavRow {
  id: number;
  menu: 'menu' | 'secondary' | 'footer';
  parent_id: number | null;
  title: string;
  url: string;
  has_tab_navigation: boolean;
}

/** Settings, navigation, redirect entries and the custom error pages of design settings. */
export function registerSiteRoutes(app: FastifyInstance, ctx: AppContext): void {
  // The booking widget shows and respects the cart limit the ticketing routes enforce.
  const ticketLimit = holdLimitsFromEnv().ticketsPerCart;
  app.get('/pageeditor-api/settings', async (_request, reply) => {
    const settings = await loadSettings(ctx.db);
    if (!settings) throw new HttpError(503, 'settings: not configured');
    reply.header('cache-control', 'no-cache');
    return { status: 200, data: { ...settings, ticket_limit: ticketLimit } } satisfies SettingsResponse;
  });

  app.patch('/pageeditor-api/settings', { config: { auth: 'admin' } }, async (request) => {
    const flags = parseInput(onlineFlagsSchema, request.body ?? {}, 'body');
    await setOnline(ctx.db, { site: flags.is_site_online, shop: flags.is_shop_online });
    const settings = await loadSettings(ctx.db);
    if (!settings) throw new HttpError(503, 'settings: not configured');
    return { status: 200, data: { ...settings, ticket_limit: ticketLimit } } satisfies SettingsResponse;
  });

  forLocales(app, 'GET', '/pageeditor-api/nav', async (_request, _reply, locale) => {
    const rows = await ctx.db.query<NavRow>(
      'SELECT id, menu, parent_id, title, url, has_tab_navigation FROM nav_items WHERE locale = $1 ORDER BY position, id',
      [locale],
    );
    const tree = (menu: NavRow['menu'], parent: number | null): NavItem[] =>
      rows
        .filter((r) => r.menu === menu && r.parent_id === parent)
        .map((r) => ({ url: r.url, menu_name: r.title, has_tab_navigation: r.has_tab_navigation, children: tree(menu, r.id) }));
    return {
      menu: tree('menu', null),
      secondary_menu: tree('secondary', null),
      footer: rows.filter((r) => r.menu === 'footer').map((r) => ({ title: r.title, url: r.url })),
    } satisfies Navigation;
  });

  // The same entries the document host follows: one whose target is not a path on this site is left out.
  forLocales(app, 'GET', '/pageeditor-api/redirect', async (_request, _reply, locale) => {
    const rows = await ctx.db.query<RedirectEntry>('SELECT old_path, new_path FROM redirects WHERE locale = $1 ORDER BY id', [locale]);
    return rows.filter((r) => isLocalPath(r.new_path));
  });

  // `.html`: the page as staff wrote it; `.json`: taken apart (style text and body), what the error screen shows.
  app.get('/html/:file', async (request, reply) => {
    const match = /^(\d{3})\.(html|json)$/.exec((request.params as { file: string }).file);
    const status = match ? Number(match[1]) : NaN;
    const settings = await loadSettings(ctx.db);
    const [page] = settings?.design.error_pages.includes(status)
      ? await ctx.db.query<{ html: string }>('SELECT html FROM error_pages WHERE status = $1', [status])
      : [];
    if (!page) throw new HttpError(404, 'error page not found');
    // Admins edit these pages in the back office: the next error a visitor meets shows the new one.
    reply.header('cache-control', 'no-cache');
    if (match![2] === 'json') return errorPageParts(page.html);
    return reply.type('text/html; charset=utf-8').send(page.html);
  });
}
