import type { FastifyInstance } from 'fastify';
import type { Locale } from 'shared-contracts/locales';
import type { AuthState, LoggedUser } from 'shared-contracts/site';
import type { AppContext } from '../../context';
import { localizedRoute } from '../../http/localized';
import { forLocales } from '../../http/locale-routes';
import { requireStaff } from '../../lib/require-staff';
import { loginUrl, logoutUrl } from '../../lib/auth-urls';
import { loadSettings } from '../../lib/settings-repo';

/** Where staff edit each content type: the editor's own resource API (pages) or the public API detail of the entity. */
function adminEditUrls(locale: Locale): Record<string, string> {
  const api = (name: string) => `/${locale}/api/${name}/{id}/`;
  return {
    pages: `/${locale}/pageeditor-api/pages/{id}/`,
    articles: api('articles'),
    venues: api('venues'),
    events: api('events'),
    persons: api('persons'),
    productions: api('productions'),
    series: api('series'),
    forms: api('forms'),
  };
}

export function registerUsersRoutes(app: FastifyInstance, ctx: AppContext): void {
  forLocales(app, 'GET', '/pageeditor-api/user', async (request, reply, locale) => {
    const user = requireStaff(request);
    reply.header('cache-control', 'no-store');
    const de = locale === 'de';
    return {
      id: user.id,
      email: user.email,
      username: user.username,
      first_name: user.first_name,
      last_name: user.last_name,
      admin_menus: [
        { title: de ? 'Seiten' : 'Pages', url: `/${locale}/pageeditor-api/pages/` },
        { title: de ? 'Fehlerprotokoll' : 'Error log', url: `/${locale}/api/dashboard-error-log/` },
        { title: de ? 'Abmelden' : 'Log out', url: logoutUrl(locale) },
      ],
      admin_edit_urls: adminEditUrls(locale),
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
