import type { FastifyInstance } from 'fastify';
import type { ResourceKindInfo } from 'shared-contracts/back-office/descriptor';
import { RESOURCE_DESCRIPTORS } from 'shared-contracts/back-office/kinds';
import { ownPasswordSchema } from 'shared-contracts/back-office/users';
import { roleAllows } from 'shared-contracts/roles';
import type { AppContext } from '../../context';
import { badRequest } from '../../http/errors';
import { forLocales } from '../../http/locale-routes';
import { parseInput } from '../../http/validate';
import { requireStaff } from '../../lib/require-staff';
import { hashPassword, verifyPassword } from '../../lib/passwords/password-hash';
import { assertStaffPassword } from '../../lib/passwords/password-policy';
import { articleCategoryStore, articleStore, articleTagStore } from './magazine-stores';
import { breakingNewsStore } from './breaking-news-store';
import { redirectStore } from './redirect-store';
import { errorPageStore, menuItemStore, openingHoursExceptionStore, openingHoursStore, siteSettingsStore } from './site-settings-stores';
import { designSettingsStore } from './design-settings-store';
import { personCategoryStore, personStore } from './team-stores';
import { registerEventCopies } from './programme-copies';
import { registerMenuOrder } from './menu-order';
import {
  eventStore,
  eventTagStore,
  exhibitionTypeStore,
  genreStore,
  productionStore,
  roomStore,
  seasonStore,
  seriesStore,
  venueStore,
} from './programme-stores';
import { priceStore, seatGroupStore, timeslotStore } from './ticketing-stores';
import { formFieldStore, formStore } from './forms-stores';
import { RESOURCES_PATH, registerResource } from './register-resource';
import type { KindSource } from './reference-labels';
import type { ResourceStore } from './resource-store';
import { userStore } from './user-store';

type Kind = (typeof RESOURCE_DESCRIPTORS)[number]['kind'];

/** Each kind's store; a kind without one here has no routes (the type makes forgetting one a compile error). */
const STORES: Record<Kind, ResourceStore<never>> = {
  articles: articleStore as ResourceStore<never>,
  'article-categories': articleCategoryStore as ResourceStore<never>,
  'article-tags': articleTagStore as ResourceStore<never>,
  persons: personStore as ResourceStore<never>,
  'person-categories': personCategoryStore as ResourceStore<never>,
  events: eventStore as ResourceStore<never>,
  productions: productionStore as ResourceStore<never>,
  series: seriesStore as ResourceStore<never>,
  genres: genreStore as ResourceStore<never>,
  seasons: seasonStore as ResourceStore<never>,
  'event-tags': eventTagStore as ResourceStore<never>,
  'exhibition-types': exhibitionTypeStore as ResourceStore<never>,
  venues: venueStore as ResourceStore<never>,
  rooms: roomStore as ResourceStore<never>,
  forms: formStore as ResourceStore<never>,
  'form-fields': formFieldStore as ResourceStore<never>,
  redirects: redirectStore as ResourceStore<never>,
  'breaking-news': breakingNewsStore as ResourceStore<never>,
  'menu-items': menuItemStore as ResourceStore<never>,
  'opening-hours': openingHoursStore as ResourceStore<never>,
  'opening-hours-exceptions': openingHoursExceptionStore as ResourceStore<never>,
  'site-settings': siteSettingsStore as ResourceStore<never>,
  'error-pages': errorPageStore as ResourceStore<never>,
  'design-settings': designSettingsStore as ResourceStore<never>,
  users: userStore as ResourceStore<never>,
  'seat-groups': seatGroupStore as ResourceStore<never>,
  prices: priceStore as ResourceStore<never>,
  timeslots: timeslotStore as ResourceStore<never>,
};

/** The back office's API: the kinds a role may use, every kind's resource routes, and the own-password call. */
export function registerResourcesRoutes(app: FastifyInstance, ctx: AppContext): void {
  forLocales(app, 'GET', `${RESOURCES_PATH}/`, async (request, reply, locale): Promise<ResourceKindInfo[]> => {
    const user = requireStaff(request);
    reply.header('cache-control', 'no-store');
    return RESOURCE_DESCRIPTORS.filter((d) => roleAllows(user.role, [...d.roles.read, ...d.roles.write])).map((d) => ({
      kind: d.kind,
      label: d.label[locale],
      group: d.group,
      can_write: roleAllows(user.role, d.roles.write),
    }));
  });

  const source: KindSource = (kind) => {
    const descriptor = RESOURCE_DESCRIPTORS.find((d) => d.kind === kind);
    return descriptor && { descriptor, store: STORES[descriptor.kind] as ResourceStore };
  };
  for (const d of RESOURCE_DESCRIPTORS) registerResource(app, ctx, d, STORES[d.kind] as ResourceStore, source);
  registerEventCopies(app, ctx);
  registerMenuOrder(app, ctx);

  // Every staff user changes their own password (and so replaces a one-time password an admin gave them).
  forLocales(app, 'POST', '/pageeditor-api/password/', async (request, reply, locale) => {
    const user = requireStaff(request, { pendingPassword: true });
    const input = parseInput(ownPasswordSchema, request.body ?? {}, 'body');
    const [row] = await ctx.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [user.id]);
    if (!row || !(await verifyPassword(input.current_password, row.password_hash))) throw badRequest('current_password', 'is not your current password');
    assertStaffPassword(input.new_password, { field: 'new_password', locale, username: user.username });
    await ctx.db.query('UPDATE users SET password_hash = $2, must_change_password = false, version = version + 1 WHERE id = $1', [user.id, await hashPassword(input.new_password)]);
    return reply.status(204).send();
  });
}
