import type { FastifyInstance } from 'fastify';
import { buildPath } from 'shared-contracts/routes';
import { ADMIN_ENTITY_TYPES, type AuthState, type LoggedUser } from 'shared-contracts/site';
import type { AppContext } from '../../context';
import { localizedRoute } from '../../http/localized';
import { forLocales } from '../../http/locale-routes';
import { roleAllows } from 'shared-contracts/roles';
import { requireStaff } from '../../lib/require-staff';
import { loginUrl, logoutUrl } from '../../lib/auth-urls';
import { loadSettings } from '../../lib/settings-repo';

/**
 * Where staff edit each content type: screens of this site, never an API answer ({path} is the current address).
 * Pages open their settings screen in edit mode. Events, productions, articles and the other entities come from the
 * programme and magazine data, which has no editor here yet: their link opens the entity screen (names, addresses in
 * both languages, the pages that show or link it).
 */
function adminEditUrls(): Record<string, string> {
  const entity = (type: string) => `{path}?panel=entity&type=${type}&id={id}`;
  return {
    pages: '{path}?edit&panel=settings',
    ...Object.fromEntries(ADMIN_ENTITY_TYPES.map((type) => [type, entity(type)])),
  };
}

export function registerUsersRoutes(app: FastifyInstance, ctx: AppContext): void {
  forLocales(app, 'GET', '/pageeditor-api/user', async (request, reply, locale) => {
    // Answers while a one-time password is pending too: the client learns from it that the user must choose their own.
    const user = requireStaff(request, { pendingPassword: true });
    reply.header('cache-control', 'no-store');
    const de = locale === 'de';
    const logout = { title: de ? 'Abmelden' : 'Log out', url: logoutUrl(locale) };
    // Each entry is a screen of the site the user's role may open: the back office, the page list of the editor,
    // the staff's order list, the logout page. With a one-time password only the back office, where it is replaced.
    const pendingMenus = [{ title: 'Backoffice', url: buildPath('cms-hub', locale) }, logout];
    const menus = [
      { title: 'Backoffice', url: buildPath('cms-hub', locale) },
      ...(roleAllows(user.role, ['editor']) ? [{ title: de ? 'Seiten' : 'Pages', url: `/${locale}?edit&panel=pages` }] : []),
      ...(roleAllows(user.role, ['boxoffice']) ? [{ title: de ? 'Bestellungen' : 'Orders', url: buildPath('cms-hub-orders', locale) }] : []),
      ...(roleAllows(user.role, ['boxoffice'])
        ? [
            { title: de ? 'Einlass' : 'Check-in', url: buildPath('cms-hub-check-in', locale) },
            { title: de ? 'Verkauf' : 'Sales', url: buildPath('cms-hub-sales', locale) },
          ]
        : []),
      logout,
    ];
    return {
      id: user.id,
      email: user.email,
      username: user.username,
      first_name: user.first_name,
      last_name: user.last_name,
      role: user.role,
      admin_menus: user.must_change_password ? pendingMenus : menus,
      admin_edit_urls: adminEditUrls(),
      must_change_password: user.must_change_password,
    } satisfies LoggedUser;
  });

  localizedRoute(app, 'GET', '/api/user-details/', async (request, reply, locale) => {
    const settings = await loadSettings(ctx.db).catch(() => null);
    const user = request.user;
    reply.header('cache-control', 'no-store');
    return {
      has_dashboard_online_access: Boolean(user?.is_staff),
      is_logged_in: Boolean(user),
      username: user?.username ?? null,
      email: user?.email ?? null,
      first_name: user?.first_name ?? null,
      last_name: user?.last_name ?? null,
      login_url: loginUrl(locale),
      logout_url: logoutUrl(locale),
      webshop_url: settings?.design.webshop_link ?? null,
    } satisfies AuthState;
  });
}
