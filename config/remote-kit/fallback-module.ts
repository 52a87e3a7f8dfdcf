/** What the federation runtime hands back when a remote module could not be loaded (the shell's fallback plugin creates it). */
export const FALLBACK_MARK = '__shellRemoteFallback__';

export interface FallbackModule {
  __esModule: true;
  [FALLBACK_MARK]: true;
  id: string;
  error: unknown;
}

export function createFallbackModule(id: string, error: unknown): FallbackModule {
  return { __esModule: true, [FALLBACK_MARK]: true, id, error };
}

export function isFallbackModule(value: unknown): value is FallbackModule {
  return typeof value === 'object' && value !== null && (value as Record<string, unknown>)[FALLBACK_MARK] === true;
}
