import type { AuthState, LoggedUser, Page } from 'shared-contracts/site';
import { RouteError } from './route-error';

/** Page guards ("middleware") by name; each may veto the route with a 404. */
const GUARDS: Record<string, (ctx: { auth: AuthState; user: LoggedUser | null }) => boolean> = {
  auth: ({ auth, user }) => auth.is_logged_in || user !== null,
  editor: ({ user }) => user !== null,
  guest: ({ auth }) => !auth.is_logged_in,
};

/** Throws the route error a page's guards or online state call for: 500 'Unknown middleware {name}', else 404. */
export function checkPage(page: Page, ctx: { auth: AuthState; user: LoggedUser | null }): void {
  for (const name of page.middleware ?? []) {
    const guard = GUARDS[name];
    if (!guard) throw new RouteError(500, `Unknown middleware ${name}`);
    if (!guard(ctx)) throw new RouteError(404);
  }
  // Offline pages are not found for anyone but editors.
  if (!page.is_online && ctx.user === null) throw new RouteError(404);
}
