import { DEFAULT_LOCALE } from 'shared-contracts/locales';
import type { SlotBaseProps } from 'shared-contracts/slots';
import type { LoggedUser } from 'shared-contracts/site';
import { ANONYMOUS } from 'shared-contracts/constants';

/** Until React has rendered once: enough for an application to mount, corrected by the next snapshot. */
const INITIAL_BASE: SlotBaseProps = {
  locale: DEFAULT_LOCALE,
  host: { navigate: (to) => window.location.assign(to) },
  auth: ANONYMOUS,
  settings: null,
  query: {},
};

/**
 * The latest shell state outside React, for single-spa applications: their customProps are computed by single-spa
 * at mount time, not by a React render.
 */
let current: { base: SlotBaseProps; user: LoggedUser | null } = { base: INITIAL_BASE, user: null };

export function setHostSnapshot(next: Partial<typeof current>) {
  current = { ...current, ...next };
}

export function hostSnapshot() {
  return current;
}
