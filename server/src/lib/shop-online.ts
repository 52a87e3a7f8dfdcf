import { SHOP_OFFLINE_REASON } from 'shared-contracts/constants';
import type { Db } from '../db/types';
import { HttpError } from '../http/errors';
import { loadSettings } from './settings-repo';

/**
 * While staff have switched the ticket shop off, nothing new is reserved or sold: the header already disables the
 * cart, and the server refuses what a stale page or a script still sends. Orders already placed stay untouched.
 */
export async function assertShopOnline(db: Db): Promise<void> {
  const settings = await loadSettings(db);
  if (settings && !settings.is_shop_online) {
    throw new HttpError(503, 'shop: the ticket shop is offline; no tickets can be reserved or ordered right now', 'shop', { reason: SHOP_OFFLINE_REASON });
  }
}
