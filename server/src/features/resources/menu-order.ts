import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { menuMoveSchema, MENU_MOVE_SEGMENT } from 'shared-contracts/back-office/menu-order';
import { menuItems } from 'shared-contracts/back-office/site-settings-kinds';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/types';
import { HttpError } from '../../http/errors';
import { forLocales } from '../../http/locale-routes';
import { parseInput } from '../../http/validate';
import { requireRole } from '../../lib/require-role';
import { recordHistory } from './entity-history';
import { RESOURCES_PATH, lockAtVersion } from './register-resource';
import { menuItemStore } from './site-settings-stores';

const idParams = z.object({ id: z.coerce.number().int().positive('must be an entry id') });
const STEP = 10;

/**
 * Reordering by moving one entry (drag and drop, or up and down): the entry takes its new place among its siblings
 * and the siblings are numbered again (10, 20, …) in one transaction, so one request is one move whatever the
 * positions were before. Every entry whose position changed gets a new version and a line in its history.
 */
export function registerMenuOrder(app: FastifyInstance, ctx: AppContext): void {
  forLocales(app, 'POST', `${RESOURCES_PATH}/${menuItems.kind}/:id/${MENU_MOVE_SEGMENT}/`, async (request, reply) => {
    const user = requireRole(request, ...menuItems.roles.write);
    const { id } = parseInput(idParams, request.params, 'params');
    const { version, to } = parseInput(menuMoveSchema, request.body ?? {}, 'body');
    const changed = await ctx.db.transaction(async (tx: Queryable) => {
      const current = await lockAtVersion(tx, menuItemStore, menuItems.kind, id, version);
      const siblings = await tx.query<{ id: number; position: number }>(
        `SELECT id, position FROM nav_items WHERE locale = $1 AND menu = $2 AND parent_id IS NOT DISTINCT FROM $3 ORDER BY position, id FOR UPDATE`,
        [current.locale, current.menu, current.parent_id],
      );
      const order = siblings.filter((s) => s.id !== id);
      if (to > order.length) throw new HttpError(400, `to: must be at most ${order.length}`, 'to', { errors: { to: `must be at most ${order.length}` } });
      order.splice(to, 0, { id, position: current.position });
      const moved: number[] = [];
      for (const [index, sibling] of order.entries()) {
        const position = (index + 1) * STEP;
        if (sibling.position === position) continue;
        await tx.query('UPDATE nav_items SET position = $2, version = version + 1 WHERE id = $1', [sibling.id, position]);
        const after = (await menuItemStore.get(tx, sibling.id))!;
        const { id: _id, version: _version, ...data } = after;
        await recordHistory(tx, { kind: menuItems.kind, id: sibling.id, version: after.version, action: 'update', data }, user, ctx.clock.now());
        moved.push(sibling.id);
      }
      return moved;
    });
    if (changed.length) await menuItemStore.afterWrite(ctx, changed);
    const entry = await menuItemStore.get(ctx.db, id);
    return reply.header('cache-control', 'no-store').send(entry);
  });
}
