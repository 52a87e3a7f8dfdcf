import { useQuery } from '@tanstack/react-query';
import { api } from 'shared-contracts/api-paths';
import type { Locale } from 'shared-contracts/locales';
import type { AdminEntityType } from 'shared-contracts/site';
import { getJsonWithCredentials } from 'site-config/remote-kit/http';

export interface EntityOverview {
  type: AdminEntityType;
  id: number;
  name: string;
  date: string | null;
  urls: Record<Locale, string>;
  used_on: Array<{ page_id: number; title: string; url: string; is_online: boolean }>;
}

export const useEntityOverview = (locale: Locale, type: AdminEntityType, id: number) =>
  useQuery({
    queryKey: ['editor', 'entity', locale, type, id],
    queryFn: ({ signal }) => getJsonWithCredentials<EntityOverview>(api.editorModule(locale, `entities/${type}`, id), signal),
    retry: false,
  });
