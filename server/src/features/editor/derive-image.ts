import type { ImageObj, ImageThumbnails } from 'shared-contracts/entities';
import { renditionsOf } from '../../lib/image-renditions';

export { renditionsOf };

type Data = Record<string, unknown>;

/**
 * `image_obj` and `image_thumbnails` always follow `image`: the file-derived parts (renditions, thumbnails, size) come
 * from the server, never from the client. The same image as before keeps its stored object; a new one is derived from
 * the media library; a cleared or outside image takes both away. Only the editorial parts of a sent object for the
 * same url (alt text, copyright, library id) are kept, so an undo restores the module exactly.
 */
export async function deriveImageFields(data: Data, previous: Data | null, altOf: (url: string) => Promise<string> = async () => ''): Promise<Data> {
  const { image_obj: sentObj, image_thumbnails: _ignored, ...out } = data;
  const url = typeof out.image === 'string' ? out.image.trim() : '';
  if (!url) return out;
  let base: { image_obj: ImageObj; image_thumbnails?: ImageThumbnails } | null = null;
  const kept = previous?.image === url ? (previous.image_obj as ImageObj | undefined) : undefined;
  if (kept && typeof kept === 'object') {
    base = { image_obj: kept, ...(previous?.image_thumbnails ? { image_thumbnails: previous.image_thumbnails as ImageThumbnails } : {}) };
  } else {
    const derived = await renditionsOf(url);
    // The library's alt text in the module's language; empty for an image without one (text beside it usually says it).
    if (derived) base = { image_obj: { ...derived.image_obj, alt: await altOf(url) }, image_thumbnails: derived.image_thumbnails };
  }
  if (!base) return out;
  const sent = sentObj && typeof sentObj === 'object' && (sentObj as ImageObj).url === url ? (sentObj as Partial<ImageObj>) : null;
  const editorial = sent ? { id: sent.id ?? base.image_obj.id, alt: sent.alt ?? base.image_obj.alt, copyright: sent.copyright !== undefined ? sent.copyright : (base.image_obj.copyright ?? null) } : {};
  return { ...out, image_obj: { ...base.image_obj, ...editorial }, ...(base.image_thumbnails ? { image_thumbnails: base.image_thumbnails } : {}) };
}
