import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ParcelConfig } from 'single-spa';
import { REMOTE_MAP_GLOBAL, defaultRemoteMap, slotId, type RemoteMap, type RemoteName } from 'shared-contracts/slots';

/** The host's remote map (server-injected), or the default local builds. */
export function remoteEntry(name: RemoteName): string {
  const map = (window as unknown as Record<string, Partial<RemoteMap> | undefined>)[REMOTE_MAP_GLOBAL];
  return map?.[name] ?? defaultRemoteMap()[name];
}

/** Registers a remote with this container's federation runtime unless the host already did. */
export function ensureRemote(name: RemoteName): void {
  const known = getInstance()?.options.remotes.some((remote) => remote.name === name);
  if (!known) registerRemotes([{ name, entry: remoteEntry(name) }]);
}

/** The booking widget's single-spa lifecycles, through the federation runtime (never a build-time import). */
export async function loadBookingWidget(): Promise<ParcelConfig> {
  ensureRemote('mf_booking');
  const module = await loadRemote<ParcelConfig>(slotId('mf_booking', 'BookingWidget'));
  if (!module || typeof (module as { mount?: unknown }).mount !== 'function') throw new Error('mf_booking/BookingWidget did not load');
  return module;
}

export const bookingWidgetQueryOptions = () =>
  queryOptions({ queryKey: ['events', 'remote', 'mf_booking/BookingWidget'], queryFn: loadBookingWidget, staleTime: Infinity, retry: 1 });

export const useBookingWidget = () => useQuery(bookingWidgetQueryOptions());
