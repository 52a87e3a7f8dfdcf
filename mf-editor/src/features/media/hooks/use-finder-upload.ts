import { type FormEvent, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HttpError } from 'site-config/remote-kit/http';

/**
 * A finder's upload: sends the chosen file, refreshes the library's list and chooses what was stored; a refusal shows
 * the server's reason.
 */
export function useFinderUpload(file: File | null, send: (file: File) => Promise<{ url: string }>, listKey: readonly unknown[], onChoose: (url: string) => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [error, setError] = useState('');
  const [uploading, setUploading] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // React events bubble through portals: the module form around the finder must not see this submit.
    event.stopPropagation();
    if (!file) return setError(t('editor.required'));
    setUploading(true);
    setError('');
    try {
      const item = await send(file);
      await queryClient.invalidateQueries({ queryKey: listKey });
      onChoose(item.url);
    } catch (failure) {
      const message = failure instanceof HttpError ? (failure.body as { message?: string } | null)?.message : '';
      setError(message ? t('media.uploadFailedBecause', { reason: message }) : t('media.uploadFailed'));
    } finally {
      setUploading(false);
    }
  };
  return { error, uploading, submit };
}
