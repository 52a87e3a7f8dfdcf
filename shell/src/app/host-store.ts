import type { SlotBaseProps } from 'shared-contracts/slots';
import type { LoggedUser } from 'shared-contracts/site';

/**
 * The latest shell state outside React, for single-spa applications: their customProps are computed by single-spa
 * at mount time, not by a React render.
 */
let current: { base: SlotBaseProps | null; user: LoggedUser | null } = { base: null, user: null };

export function setHostSnapshot(next: Partial<typeof current>) {
  current = { ...current, ...next };
}

export function hostSnapshot() {
  return current;
}
