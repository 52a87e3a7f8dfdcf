import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { UPLOAD_EXTENSIONS } from './upload-types';

/** What is stored of an upload: the name it came with and the type its first bytes were checked against. */
export interface StoredUpload {
  name: string;
  content_type: string;
  size: number;
}

/**
 * The name a download goes out under: the uploaded name with the extension of its checked type (kept when it already
 * is one of that type's), so the file opens as what it is. A type not on the list is plain bytes (`.bin`).
 */
export function downloadName(name: string, contentType: string): string {
  const extensions = UPLOAD_EXTENSIONS[contentType] ?? ['bin'];
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  if (extensions.includes(ext)) return name;
  const base = (dot > 0 ? name.slice(0, dot) : dot === 0 ? '' : name) || 'upload';
  // `plan.png.html`: the name already says what it is once the extension added to it is gone.
  const inner = base.lastIndexOf('.');
  if (inner > 0 && extensions.includes(base.slice(inner + 1).toLowerCase())) return base;
  return `${base}.${extensions[0]}`;
}

/** RFC 5987 needs the characters encodeURIComponent leaves as they are escaped too (a ' ends the charset part). */
const encodeFilename = (name: string) => encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Sends a visitor's upload to staff: always a download (`attachment`) under a name that matches its checked type,
 * with nosniff and a sandboxing policy, so whatever the file also is (a PNG that is an HTML page as well) the browser
 * never renders it in the site's origin.
 */
export function sendUpload(reply: FastifyReply, file: StoredUpload, data: Readable): FastifyReply {
  const known = file.content_type in UPLOAD_EXTENSIONS;
  const name = downloadName(file.name, file.content_type);
  const asciiName = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .header('content-type', known ? file.content_type : 'application/octet-stream')
    .header('content-length', String(file.size))
    .header('content-disposition', `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeFilename(name)}`)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'private, no-store')
    .send(data);
}
