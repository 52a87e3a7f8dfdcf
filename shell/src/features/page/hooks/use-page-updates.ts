import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Page } from 'shared-contracts/site';
import type { AppEvents } from 'shared-contracts/events';
import { bus } from '../../../lib/bus';

/**
 * After mf-editor saved a module it emits 'page.updated'; refetching the shell's page query hands the new page to
 * mf-content's Page slot through a parcel update, so the change shows without a reload. Queries of that page id
 * (every version) at the address the editor names are refetched, a page query without data yet too, to be safe.
 */
/** The address a page query asks for, as the editor names it ('/de', '/de/besuch'). */
function addressOf(queryKey: readonly unknown[]): string {
  const [, locale, path] = queryKey as [string, string, string];
  return path ? `/${locale}/${path}` : `/${locale}`;
}
const normalized = (address: string) => address.replace(/\/+$/, '').toLowerCase() || '/';

export function invalidatePage(client: QueryClient, { pageId, path }: AppEvents['page.updated']) {
  // A page's settings feed the header menu and the footer (in_menu, in_footer, title, address).
  void client.invalidateQueries({ queryKey: ['navigation'] });
  const ofPage = (data: Page | undefined) => !data || data.id === pageId;
  const current = normalized(path);
  // Queries of the page at another address (it just moved there) are only marked stale: fetched again they would
  // answer 404 and show the error page while the editor moves on to the new address.
  void client.invalidateQueries({
    queryKey: ['page'],
    refetchType: 'none',
    predicate: (query) => ofPage(query.state.data as Page | undefined) && normalized(addressOf(query.queryKey)) !== current,
  });
  return client.invalidateQueries({
    queryKey: ['page'],
    predicate: (query) => ofPage(query.state.data as Page | undefined) && normalized(addressOf(query.queryKey)) === current,
  });
}

export function usePageUpdates() {
  const client = useQueryClient();
  useEffect(() => bus.on('page.updated', (payload) => void invalidatePage(client, payload)), [client]);
}
