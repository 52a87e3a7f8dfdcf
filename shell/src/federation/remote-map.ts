import { REMOTES, REMOTE_MAP_GLOBAL, defaultRemoteMap, type RemoteMap, type RemoteName } from 'shared-contracts/slots';

/** localStorage key for a developer's own remote locations, e.g. `{"mf_events":"http://localhost:3101/mf-manifest.json"}`. */
export const DEV_OVERRIDES_KEY = 'shell:remote-overrides';

const isRemoteName = (name: string): name is RemoteName => Object.prototype.hasOwnProperty.call(REMOTES, name);

/** A manifest URL is a same-origin path or an http(s) URL; anything else (javascript:, data:) is dropped. */
export function isManifestUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.trim() === '') return false;
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * Reads a remote map from untrusted input (the injected global or a JSON string): unknown names and bad URLs are
 * ignored, missing remotes fall back to the defaults, so one typo never takes down the rest of the site.
 */
export function parseRemoteMap(input: unknown, fallback: RemoteMap = defaultRemoteMap()): RemoteMap {
  let raw: unknown = input;
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw);
    } catch {
      raw = null;
    }
  }
  const map: RemoteMap = { ...fallback };
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return map;
  for (const [name, url] of Object.entries(raw as Record<string, unknown>)) {
    if (isRemoteName(name) && isManifestUrl(url)) map[name] = url;
  }
  return map;
}

/** The map the server injected; without one (the dev server) the defaults plus the developer's overrides. */
export function readRemoteMap(win: Window = window): RemoteMap {
  const injected = (win as unknown as Record<string, unknown>)[REMOTE_MAP_GLOBAL];
  if (injected !== undefined) return parseRemoteMap(injected);
  let overrides: string | null = null;
  try {
    overrides = win.localStorage.getItem(DEV_OVERRIDES_KEY);
  } catch {
    overrides = null;
  }
  return parseRemoteMap(overrides);
}

/** The runtime's registerRemotes input; the editor is left out until a staff session is confirmed. */
export function remotesToRegister(map: RemoteMap, exclude: RemoteName[] = []): Array<{ name: RemoteName; entry: string }> {
  return (Object.keys(map) as RemoteName[]).filter((name) => !exclude.includes(name)).map((name) => ({ name, entry: map[name] }));
}

let cached: RemoteMap | undefined;
/** The map for this page view, read once at boot. */
export function currentRemoteMap(): RemoteMap {
  cached ??= readRemoteMap();
  return cached;
}
