import { useQuery } from '@tanstack/react-query';
import { api } from 'shared-contracts/api-paths';
import type { SearchHit, SearchResponse } from 'shared-contracts/entities';
import type { Locale } from 'shared-contracts/locales';
import { getJson } from 'site-config/remote-kit/http';

/** Pages, events, articles, productions (and the rest the site search knows) for a link target, events first. */
export const useLinkSearch = (locale: Locale, query: string) =>
  useQuery({
    queryKey: ['editor', 'link-search', locale, query],
    queryFn: async ({ signal }): Promise<SearchHit[]> => {
      const answer = await getJson<SearchResponse>(api.search(locale, query), signal);
      return [...answer.others.results, ...answer.events.results];
    },
    enabled: query.length > 0,
    retry: false,
  });
