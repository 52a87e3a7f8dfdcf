import { createContext, useContext, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { AuthState, LoggedUser, Page, SiteSettings } from 'shared-contracts/site';
import { ANONYMOUS } from 'shared-contracts/constants';
import type { HostServices, SlotBaseProps } from 'shared-contracts/slots';
import { useLocale } from './locale-context';

/** What the shell knows about the visitor and the site; slots get it as props (parcels don't see React context). */
export interface ShellState {
  settings: SiteSettings | null;
  auth: AuthState;
  /** The staff user when /pageeditor-api/user answered 200. */
  user: LoggedUser | null;
  /** True until the user call answered: staff-only address flags (`v`) must wait for it. */
  userPending?: boolean;
  host: HostServices;
}

export const ShellContext = createContext<ShellState>({
  settings: null,
  auth: ANONYMOUS,
  user: null,
  host: { navigate: (to) => window.location.assign(to) },
});
export const useShell = () => useContext(ShellContext);

/** The CMS page currently shown (language switch urls, landing-page flag, page header); null on other routes. */
export interface CurrentPage {
  page: Page | null;
  setPage(page: Page | null): void;
}
export const CurrentPageContext = createContext<CurrentPage>({ page: null, setPage: () => undefined });
export const useCurrentPage = () => useContext(CurrentPageContext);

export function queryObject(search: URLSearchParams): Record<string, string> {
  const query: Record<string, string> = {};
  search.forEach((value, key) => {
    if (!(key in query)) query[key] = value;
  });
  return query;
}

/** The base props every slot receives, stable between renders while nothing changed. */
export function useSlotBase(): SlotBaseProps {
  const locale = useLocale();
  const { settings, auth, host } = useShell();
  const [search] = useSearchParams();
  const searchKey = search.toString();
  return useMemo(
    () => ({ locale, host, auth, settings, query: queryObject(new URLSearchParams(searchKey)) }),
    [locale, host, auth, settings, searchKey],
  );
}
