import { useEffect, useMemo } from 'react';
import type { Locale } from 'shared-contracts/locales';
import { ANONYMOUS } from 'shared-contracts/constants';
import { useSettings } from '../features/site/api/get-settings';
import { useUserDetails } from '../features/auth/api/get-user-details';
import { useLoggedUser } from '../features/auth/api/get-logged-user';
import { registerEditor } from '../applications/register-applications';
import { currentRemoteMap } from '../federation/remote-map';
import { bus } from '../lib/bus';
import { useHost } from './host-context';
import { setHostSnapshot } from './host-store';
import type { ShellState } from './shell-context';

/** Settings, auth state and staff user for one locale; publishes auth on the bus and starts the editor for staff. */
export function useShellState(locale: Locale) {
  const settingsQuery = useSettings();
  const details = useUserDetails(locale);
  const userQuery = useLoggedUser(locale);
  const host = useHost();
  const auth = details.data ?? ANONYMOUS;
  const user = userQuery.data ?? null;
  const settings = settingsQuery.data ?? null;

  useEffect(() => {
    if (details.data) bus.emit('auth.changed', details.data);
  }, [details.data]);

  useEffect(() => {
    setHostSnapshot({ user });
    if (user) registerEditor(currentRemoteMap());
  }, [user]);

  const state = useMemo<ShellState>(() => ({ settings, auth, user, host }), [settings, auth, user, host]);
  /** Settings failing, or answering with the site offline, is the 503 page. */
  const siteOffline = settingsQuery.isError || settings?.is_site_online === false;
  return { state, siteOffline, settingsLoading: settingsQuery.isPending };
}
