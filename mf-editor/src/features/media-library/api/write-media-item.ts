import { api } from 'shared-contracts/api-paths';
import type { Locale } from 'shared-contracts/locales';
import { type MediaKind, type MediaLibraryDetail, type MediaLibraryPatch, type MediaUsage, mediaLibraryApi } from 'shared-contracts/media-library';
import { HttpError, sendJson } from 'site-config/remote-kit/http';

export const patchMediaItem = (locale: Locale, kind: MediaKind, id: number, patch: MediaLibraryPatch) =>
  sendJson<MediaLibraryDetail>('PATCH', mediaLibraryApi.item(locale, kind, id), patch);

/** The new file goes up through the temp-files call, then takes the image's place under the same id. */
export async function replaceMediaImage(locale: Locale, id: number, file: File): Promise<MediaLibraryDetail> {
  const form = new FormData();
  form.append('file', file);
  const temp = await sendJson<{ id: string }>('POST', api.tempFiles(locale), form);
  return sendJson<MediaLibraryDetail>('POST', mediaLibraryApi.replace(locale, id), { temp_file_id: temp.id });
}

/** Deletes an item; while something still uses it the server refuses, and the places come back instead. */
export async function deleteMediaItem(locale: Locale, kind: MediaKind, id: number): Promise<{ deleted: true } | { deleted: false; usedIn: MediaUsage[] }> {
  try {
    await sendJson<null>('DELETE', mediaLibraryApi.item(locale, kind, id));
    return { deleted: true };
  } catch (error) {
    if (error instanceof HttpError && error.status === 409) return { deleted: false, usedIn: (error.body as { used_in?: MediaUsage[] }).used_in ?? [] };
    throw error;
  }
}
