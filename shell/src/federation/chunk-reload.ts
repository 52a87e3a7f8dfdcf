/** A chunk-load failure (usually a deploy replaced the files) reloads the page, at most once per 60 s. */
export const CHUNK_RELOAD_KEY = 'shell:chunk-reload-at';
export const CHUNK_RELOAD_GUARD_MS = 60_000;

export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return typeof message === 'string' && /Loading (CSS )?chunk [\w-]+ failed|ChunkLoadError/.test(message);
}

interface ReloadDeps {
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  now?: () => number;
  reload?: () => void;
}

/** Reloads when allowed and says whether it did; the caller shows the fallback otherwise. */
export function reloadAfterChunkError(error: unknown, deps: ReloadDeps = {}): boolean {
  if (!isChunkLoadError(error)) return false;
  const { storage = window.sessionStorage, now = Date.now, reload = () => window.location.reload() } = deps;
  try {
    const last = Number(storage.getItem(CHUNK_RELOAD_KEY) ?? 0);
    if (last && now() - last < CHUNK_RELOAD_GUARD_MS) return false;
    storage.setItem(CHUNK_RELOAD_KEY, String(now()));
  } catch {
    return false;
  }
  reload();
  return true;
}
