import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Page } from 'shared-contracts/site';
import type { AppEvents } from 'shared-contracts/events';
import { bus } from '../../../lib/bus';

/**
 * After mf-editor saved a module it emits 'page.updated'; refetching the shell's page query hands the new page to
 * mf-content's Page slot through a parcel update, so the change shows without a reload. Queries of that page id
 * (every version and path alias) are invalidated; a page query without data yet is refetched too, to be safe.
 */
export function invalidatePage(client: QueryClient, { pageId }: AppEvents['page.updated']) {
  // A page's settings feed the header menu and the footer (in_menu, in_footer, title, address).
  void client.invalidateQueries({ queryKey: ['navigation'] });
  return client.invalidateQueries({
    queryKey: ['page'],
    predicate: (query) => {
      const data = query.state.data as Page | undefined;
      return !data || data.id === pageId;
    },
  });
}

export function usePageUpdates() {
  const client = useQueryClient();
  useEffect(() => bus.on('page.updated', (payload) => void invalidatePage(client, payload)), [client]);
}
