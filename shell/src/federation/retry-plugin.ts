import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type LoadEntryErrorArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>[0];

export interface RetryOptions {
  /** Extra attempts after the first failure. */
  retries: number;
  /** Wait before attempt n is n × delayMs (a short linear back-off). */
  delayMs: number;
  /** A manifest or entry that has not answered after this long counts as failed, so a hanging CDN shows the fallback. */
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Fetches with retries; a non-2xx answer counts as a failure so a 502 from a restarting CDN is retried too. */
export async function fetchWithRetry(url: string, init: RequestInit, options: RetryOptions): Promise<Response> {
  const { retries, delayMs, timeoutMs, fetchImpl = fetch, sleep = defaultSleep } = options;
  let lastError: unknown;
  for (let attempt = 0; attempt <= retries; attempt++) {
    if (attempt > 0) await sleep(delayMs * attempt);
    try {
      const signal = timeoutMs ? AbortSignal.timeout(timeoutMs) : init.signal;
      const response = await fetchImpl(url, signal ? { ...init, signal } : init);
      if (response.ok) return response;
      lastError = new Error(`HTTP ${response.status} for ${url}`);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

/**
 * Retries a failed manifest fetch (the runtime's `fetch` hook) and a failed remoteEntry script (`loadEntryError`)
 * a couple of times; what still fails goes on to the fallback plugin. Written here because
 * @module-federation/retry-plugin is not a dependency of this repo.
 */
export function createRetryPlugin(options: RetryOptions): ModuleFederationRuntimePlugin {
  const sleep = options.sleep ?? defaultSleep;
  return {
    name: 'shell-retry-plugin',
    fetch(url, init) {
      return fetchWithRetry(url, init, options);
    },
    // A script that neither loads nor fails (a hanging CDN) would otherwise hold the skeleton for the runtime's 20 s.
    createScript: () => (options.timeoutMs ? { timeout: options.timeoutMs } : undefined),
    // The hook's declared return type wraps the exports in one promise too many; the runtime awaits either.
    loadEntryError: (async ({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }: LoadEntryErrorArgs) => {
      for (let attempt = 1; attempt <= options.retries; attempt++) {
        await sleep(options.delayMs * attempt);
        // The runtime keeps the failing load in `globalLoading` until this hook returns; asking getRemoteEntry again
        // without clearing it hands back that same pending load, which then waits on itself for ever (an endless
        // skeleton, and every later retry joins the same wait).
        if (globalLoading[uniqueKey]) delete globalLoading[uniqueKey];
        try {
          const exports = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
          if (exports) return exports;
        } catch {
          // next attempt; after the last one the runtime reports the original error
        }
      }
      return undefined;
    }) as unknown as ModuleFederationRuntimePlugin['loadEntryError'],
  };
}

export default function retryPlugin(): ModuleFederationRuntimePlugin {
  return createRetryPlugin({ retries: 2, delayMs: 400, timeoutMs: 8000 });
}
