import { useQuery } from '@tanstack/react-query';
import { api } from 'shared-contracts/api-paths';
import type { Locale } from 'shared-contracts/locales';
import { getJsonWithCredentials, sendJson } from 'site-config/remote-kit/http';

export type FileKind = 'video' | 'audio';

/** One self-hosted video or audio file of the library (title and alt text in the page's language). */
export interface MediaFile {
  url: string;
  kind: FileKind;
  title: string;
  alt: string;
  content_type: string;
  size: number;
}

const filesUrl = (locale: Locale) => api.editorModule(locale, 'media/files');

export const useFileList = (locale: Locale, kind: FileKind, q: string) =>
  useQuery({
    queryKey: ['editor', 'media-files', locale, kind, q],
    queryFn: ({ signal }) => getJsonWithCredentials<MediaFile[]>(`${filesUrl(locale)}?kind=${kind}${q ? `&q=${encodeURIComponent(q)}` : ''}`, signal),
    retry: false,
  });

export interface FileUpload {
  file: File;
  kind: FileKind;
  title_de: string;
  title_en: string;
  alt_de: string;
  alt_en: string;
}

/** Up through the temp-files call (the server checks the type on the content), then into the library as that kind. */
export async function uploadFile(locale: Locale, upload: FileUpload): Promise<MediaFile> {
  const form = new FormData();
  form.append('file', upload.file);
  const temp = await sendJson<{ id: string }>('POST', api.tempFiles(locale), form);
  const { file: _file, ...fields } = upload;
  return sendJson<MediaFile>('POST', filesUrl(locale), { temp_file_id: temp.id, ...fields });
}
