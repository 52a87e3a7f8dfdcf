import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import { REMOTES } from 'shared-contracts/slots';

const FOLDERS = new Set<string>(Object.values(REMOTES));
/** webpack's content hash in a file name (`main.3f9a2c1b.js`, `123.abcdef0123.chunk.js`). */
const HASHED = /[.-][0-9a-f]{8,}\.(?:[a-z0-9]+\.)?[a-z0-9]+$/i;

export function cacheControlFor(file: string): string {
  const base = path.basename(file);
  // Manifests and remote entries name the chunks of the current deploy: always revalidate, or a browser
  // that cached an old manifest asks for chunks the new deploy no longer has.
  if (base === 'mf-manifest.json' || base === 'remoteEntry.js' || base === 'mf-stats.json' || base.endsWith('.html')) return 'no-cache';
  if (HASHED.test(base)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/** A safe relative file path: no `..`, no hidden files, no backslashes. */
function safeRelative(rel: string): string | null {
  if (!rel || rel.includes('\\') || rel.includes('\0')) return null;
  const parts = rel.split('/');
  if (parts.some((p) => p === '' || p === '.' || p === '..' || p.startsWith('.'))) return null;
  return rel;
}

/**
 * Sends `<distRoot>/<rel>` with the cache policy above; .br/.gz siblings are used when the browser accepts them.
 * A missing build folder is a 503 that says which app to build, never a crash.
 */
export function sendAppFile(reply: FastifyReply, app: string, distRoot: string, rel: string): FastifyReply {
  const file = safeRelative(rel);
  if (!file) return reply.status(404).send({ message: 'not found' });
  if (!fs.existsSync(distRoot)) {
    return reply
      .status(503)
      .header('cache-control', 'no-store')
      .header('retry-after', '30')
      .send({ message: `${app} is not built: ${distRoot} is missing (run npm run build -w ${app})` });
  }
  if (!fs.existsSync(path.join(distRoot, file))) return reply.status(404).send({ message: `not found: ${file}` });
  return reply.sendFile(file, distRoot, { cacheControl: false }).header('cache-control', cacheControlFor(file));
}

/** `/remotes/<folder>/<file>` → the remote's dist folder, only for the six known remotes. */
export function remoteAsset(appsRoot: string, pathname: string): { app: string; distRoot: string; rel: string } | null {
  const m = /^\/remotes\/([a-z0-9-]+)\/(.*)$/.exec(pathname);
  if (!m || !FOLDERS.has(m[1])) return null;
  return { app: m[1], distRoot: path.join(appsRoot, m[1], 'dist'), rel: m[2] };
}

/**
 * The files of the composed site on its one origin: remote builds under /remotes/, the shell's own files at the top.
 * Sends the file (or its 404) and returns the reply; undefined when the address is a page, not a file.
 */
export function sendSiteFile(reply: FastifyReply, appsRoot: string, pathname: string, shop: boolean): FastifyReply | undefined {
  const remote = remoteAsset(appsRoot, pathname);
  if (remote) return sendAppFile(reply, remote.app, remote.distRoot, remote.rel);
  if (pathname.startsWith('/remotes/')) return reply.status(404).send({ message: 'unknown remote' });
  if (/(^|\/)(api|pageeditor-api)(\/|$)/.test(pathname)) return reply.status(404).send({ message: `not found: ${pathname}` });
  const first = pathname.split('/')[1] ?? '';
  if (!shop && first !== 'de' && first !== 'en' && /\.[a-z0-9]+$/i.test(pathname)) {
    return sendAppFile(reply, 'shell', path.join(appsRoot, 'shell', 'dist'), pathname.slice(1));
  }
  return undefined;
}
