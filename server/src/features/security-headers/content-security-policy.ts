import { embedFrameOrigins, FORM_EMBED } from './embed-origins';

/** The origins of the remotes' manifests that live elsewhere (a CDN); same-origin paths add nothing. */
export function remoteOrigins(remoteMap: Record<string, string>): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(remoteMap)) {
    if (!/^https?:\/\//i.test(url)) continue;
    try {
      origins.add(new URL(url).origin);
    } catch {
      // A malformed entry is left out of the policy; the shell ignores it too.
    }
  }
  return [...origins];
}

export interface PolicyInput {
  remoteMap: Record<string, string>;
  /** Per-response nonce of the document's inline boot script; null for an answer every visitor shares. */
  nonce: string | null;
  /** Hash sources of the inline scripts of a shared answer (`'sha256-…'`). */
  hashes?: string[];
  /** Login and editor pages must never be framed (clickjacking of the password form and the editing tools). */
  framing: 'none' | 'self';
  /** Design settings name a tag manager: its script and its measurement calls are allowed (it loads only after consent). */
  tagManager?: boolean;
}

const TAG_MANAGER = { script: ['https://www.googletagmanager.com'], connect: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'] };

/**
 * The document's policy: scripts only from this origin, the configured remote origins and the boot scripts (by nonce,
 * or by hash in a shared answer);
 * styles may be inline (React style attributes, the error pages' custom HTML, the login page); frames only from
 * the embed providers of the editor's allow-lists.
 */
export function contentSecurityPolicy({ remoteMap, nonce, hashes = [], framing, tagManager = false }: PolicyInput): string {
  const remotes = remoteOrigins(remoteMap);
  const tags = tagManager ? TAG_MANAGER : { script: [], connect: [] };
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...(nonce ? [`'nonce-${nonce}'`] : []), ...hashes, ...remotes, ...FORM_EMBED.script, ...tags.script]],
    ['style-src', ["'self'", "'unsafe-inline'", ...remotes]],
    ['img-src', ["'self'", 'data:', 'blob:', 'https:']],
    ['font-src', ["'self'", 'data:', ...remotes]],
    ['connect-src', ["'self'", ...remotes, ...FORM_EMBED.connect, ...tags.connect]],
    ['media-src', ["'self'", 'blob:']],
    ['frame-src', embedFrameOrigins()],
    ['worker-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', [framing === 'none' ? "'none'" : "'self'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}
