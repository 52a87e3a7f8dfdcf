import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from 'shared-contracts/api-paths';
import type { Locale } from 'shared-contracts/locales';
import type { PageModule } from 'shared-contracts/site';
import { HttpError, getJsonWithCredentials, sendJson } from 'site-config/remote-kit/http';

/** A section by slug; null when the server answers 404 (it does not exist yet). */
export async function getNamedSection(locale: Locale, slug: string, signal?: AbortSignal): Promise<PageModule | null> {
  try {
    return await getJsonWithCredentials<PageModule>(api.containerBySlug(locale, slug), signal);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}

export const useNamedSection = (locale: Locale, slug: string) =>
  useQuery({ queryKey: ['editor', 'named-section', locale, slug], queryFn: ({ signal }) => getNamedSection(locale, slug, signal), retry: false });

/** Creates the initial empty container of a missing section (the "create section" offer after a 404). */
export function useCreateNamedSection(locale: Locale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slug: string) => sendJson<PageModule>('POST', api.containerBySlug(locale, slug), { layout: '100' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['editor'] }),
  });
}
