import { z } from 'shared-contracts/zod';

/**
 * Moves one menu entry to another place among its siblings (same language, menu and entry above): `to` is its new
 * index in their order, 0 first. One call per move; `version` is the moved entry's, a stale one is refused (409).
 */
export const menuMoveSchema = z.object({
  version: z.number({ error: 'must be the version you read' }).int().min(1, 'must be the version you read'),
  to: z.number({ error: 'must be the new place (0 first)' }).int('must be a whole number').min(0, 'must be 0 or more'),
});
export type MenuMove = z.infer<typeof menuMoveSchema>;

/** `POST /{locale}/pageeditor-api/resources/menu-items/{id}/move/` */
export const MENU_MOVE_SEGMENT = 'move';
