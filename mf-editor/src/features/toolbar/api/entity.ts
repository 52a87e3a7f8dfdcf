import { useQuery } from '@tanstack/react-query';
import { api } from 'shared-contracts/api-paths';
import type { EntityOverview } from 'shared-contracts/editor/entity-overview';
import type { Locale } from 'shared-contracts/locales';
import type { AdminEntityType } from 'shared-contracts/site';
import { getJsonWithCredentials } from 'site-config/remote-kit/http';

export const useEntityOverview = (locale: Locale, type: AdminEntityType, id: number) =>
  useQuery({
    queryKey: ['editor', 'entity', locale, type, id],
    queryFn: ({ signal }) => getJsonWithCredentials<EntityOverview>(api.editorModule(locale, `entities/${type}`, id), signal),
    retry: false,
  });
