import { useQuery } from '@tanstack/react-query';
import { api } from 'shared-contracts/api-paths';
import type { FileKind, FileUploadBody, MediaFile } from 'shared-contracts/editor/media';
import type { Locale } from 'shared-contracts/locales';
import { getJsonWithCredentials, sendJson } from 'site-config/remote-kit/http';

const filesUrl = (locale: Locale) => api.editorModule(locale, 'media/files');

export const useFileList = (locale: Locale, kind: FileKind, q: string) =>
  useQuery({
    queryKey: ['editor', 'media-files', locale, kind, q],
    queryFn: ({ signal }) => getJsonWithCredentials<MediaFile[]>(`${filesUrl(locale)}?kind=${kind}${q ? `&q=${encodeURIComponent(q)}` : ''}`, signal),
    retry: false,
  });

export type FileUpload = Required<Omit<FileUploadBody, 'temp_file_id'>> & { file: File };

/** Up through the temp-files call (the server checks the type on the content), then into the library as that kind. */
export async function uploadFile(locale: Locale, upload: FileUpload): Promise<MediaFile> {
  const form = new FormData();
  form.append('file', upload.file);
  const temp = await sendJson<{ id: string }>('POST', api.tempFiles(locale), form);
  const { file: _file, ...fields } = upload;
  const body: FileUploadBody = { temp_file_id: temp.id, ...fields };
  return sendJson<MediaFile>('POST', filesUrl(locale), body);
}
