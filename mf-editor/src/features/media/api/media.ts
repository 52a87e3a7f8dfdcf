import { useQuery } from '@tanstack/react-query';
import { api } from 'shared-contracts/api-paths';
import type { MediaItem, MediaUpload } from 'shared-contracts/editor/media';
import type { Locale } from 'shared-contracts/locales';
import { getJsonWithCredentials, sendJson } from 'site-config/remote-kit/http';

const mediaUrl = (locale: Locale) => api.editorModule(locale, 'media');

export const useMediaList = (locale: Locale, q: string) =>
  useQuery({
    queryKey: ['editor', 'media', locale, q],
    queryFn: ({ signal }) => getJsonWithCredentials<MediaItem[]>(`${mediaUrl(locale)}${q ? `?q=${encodeURIComponent(q)}` : ''}`, signal),
    retry: false,
  });

export interface Upload {
  file: File;
  title: string;
  alt_de: string;
  alt_en: string;
}

/** The file goes up through the temp-files call, then into the library, which makes its renditions. */
export async function uploadImage(locale: Locale, upload: Upload): Promise<MediaItem> {
  const form = new FormData();
  form.append('file', upload.file);
  const temp = await sendJson<{ id: string }>('POST', api.tempFiles(locale), form);
  const body: MediaUpload = { temp_file_id: temp.id, title: upload.title, alt_de: upload.alt_de, alt_en: upload.alt_en };
  return sendJson<MediaItem>('POST', mediaUrl(locale), body);
}
