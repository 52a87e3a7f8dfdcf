import type { Readable, Transform } from 'node:stream';
import zlib from 'node:zlib';

/** How a document goes over the wire: brotli or gzip, or as it is for a client that takes neither. */
export type DocumentEncoding = 'br' | 'gzip' | null;

/**
 * Rendered documents are 30–100 KB of HTML and compress about fivefold; on a slow mobile connection that is the
 * difference between the text arriving in a tenth of a second or in half a second. Each answer carries its own CSP
 * nonce, so every answer is compressed anew: the levels are chosen for speed (under a millisecond for the home page),
 * not for the last percent.
 */
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 4;

/** The encoding for an Accept-Encoding header: brotli first, then gzip, never one the client refused with q=0. */
export function documentEncoding(acceptEncoding: string | string[] | undefined): DocumentEncoding {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

export function encodeWhole(html: string | Buffer, encoding: Exclude<DocumentEncoding, null>): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
    : zlib.gzipSync(html, { level: GZIP_LEVEL });
}

/**
 * A compressing stream that flushes after every chunk written, so a streamed document's parts leave when they are
 * ready instead of waiting in the compressor's buffer for the next one.
 */
export function encodeStream(source: Readable, encoding: Exclude<DocumentEncoding, null>): Transform {
  const encoder =
    encoding === 'br'
      ? zlib.createBrotliCompress({ flush: zlib.constants.BROTLI_OPERATION_FLUSH, params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
      : zlib.createGzip({ level: GZIP_LEVEL, flush: zlib.constants.Z_SYNC_FLUSH });
  source.on('error', (error) => encoder.destroy(error));
  return source.pipe(encoder);
}
