import { useMutation } from '@tanstack/react-query';
import { api } from 'shared-contracts/api-paths';
import type { TempFile } from 'shared-contracts/entities';
import type { Locale } from 'shared-contracts/locales';
import { sendJson } from 'site-config/remote-kit/http';

/** POST /{locale}/api/temp-files/: multipart with the field `file`, credentials and CSRF. */
export function createTempFile(locale: Locale, file: File): Promise<TempFile> {
  const body = new FormData();
  body.append('file', file);
  return sendJson<TempFile>('POST', api.tempFiles(locale), body);
}

export const useCreateTempFile = (locale: Locale) => useMutation({ mutationFn: (file: File) => createTempFile(locale, file) });
