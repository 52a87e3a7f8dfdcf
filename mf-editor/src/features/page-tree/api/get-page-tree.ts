import { useQuery } from '@tanstack/react-query';
import type { Locale } from 'shared-contracts/locales';
import { type PageTreeNode, pageTreeApi } from 'shared-contracts/page-tree';
import { getJsonWithCredentials } from 'site-config/remote-kit/http';

export const pageTreeQueryKey = (locale: Locale) => ['page-tree', locale] as const;

/** Every page with its parent, position, title, address and publication state, in the tree's order. */
export const usePageTree = (locale: Locale) =>
  useQuery({
    queryKey: pageTreeQueryKey(locale),
    queryFn: ({ signal }) => getJsonWithCredentials<PageTreeNode[]>(pageTreeApi.list(locale), signal),
    retry: false,
  });
