import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ResourceList } from 'shared-contracts/back-office/descriptor';
import type { Locale } from 'shared-contracts/locales';
import { getJsonWithCredentials } from 'site-config/remote-kit/http';
import { resourceApi } from './resource-paths';

export interface ListParams {
  q: string;
  page: number;
  sort: string;
  pageSize?: number;
  /** The kind's `filter` fields: field → value; '' means no filter. */
  filters?: Record<string, string>;
  /** Only these entries (a picker naming the one it holds). */
  ids?: readonly number[];
}

export function listUrl(locale: Locale, kind: string, p: ListParams): string {
  const query = new URLSearchParams({ page: String(p.page), sort: p.sort });
  if (p.q) query.set('q', p.q);
  if (p.pageSize) query.set('page_size', String(p.pageSize));
  if (p.ids?.length) query.set('ids', p.ids.join(','));
  for (const [field, value] of Object.entries(p.filters ?? {})) if (value) query.set(field, value);
  return `${resourceApi(locale, kind)}?${query.toString()}`;
}

export const useResourceList = (locale: Locale, kind: string, params: ListParams, enabled = true) =>
  useQuery({
    queryKey: ['back-office', 'list', kind, params],
    queryFn: ({ signal }) => getJsonWithCredentials<ResourceList>(listUrl(locale, kind, params), signal),
    placeholderData: keepPreviousData,
    enabled,
    retry: false,
  });
