import { useQuery } from '@tanstack/react-query';
import type { Locale } from 'shared-contracts/locales';
import { type MediaKind, type MediaLibraryDetail, type MediaLibraryItem, mediaLibraryApi } from 'shared-contracts/media-library';
import { getJsonWithCredentials } from 'site-config/remote-kit/http';

export const mediaLibraryKey = ['back-office', 'media-library'] as const;

/** The library, newest first, narrowed by a search text and a kind. */
export const useMediaLibrary = (locale: Locale, q: string, kind: MediaKind | '') =>
  useQuery({
    queryKey: [...mediaLibraryKey, 'list', locale, q, kind],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams();
      if (q) params.set('q', q);
      if (kind) params.set('kind', kind);
      return getJsonWithCredentials<MediaLibraryItem[]>(mediaLibraryApi.list(locale, params.toString()), signal);
    },
    retry: false,
  });

/** One item with the places that use it. */
export const useMediaItem = (locale: Locale, kind: MediaKind, id: number) =>
  useQuery({
    queryKey: [...mediaLibraryKey, 'item', locale, kind, id],
    queryFn: ({ signal }) => getJsonWithCredentials<MediaLibraryDetail>(mediaLibraryApi.item(locale, kind, id), signal),
    retry: false,
  });
