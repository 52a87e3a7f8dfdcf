/** One version of one shared package as the federation runtime keeps it in a share scope. */
interface SharedEntry {
  loading?: Promise<unknown> | null;
  loaded?: boolean;
  lib?: unknown;
}

type ShareScopeMap = Record<string, Record<string, Record<string, SharedEntry>>>;

interface FederationGlobal {
  __SHARE__?: Record<string, ShareScopeMap>;
  __INSTANCES__?: Array<{ shareScopeMap?: ShareScopeMap }>;
}

function shareScopeMaps(federation: FederationGlobal | undefined): ShareScopeMap[] {
  if (!federation) return [];
  return [...Object.values(federation.__SHARE__ ?? {}), ...(federation.__INSTANCES__ ?? []).map((instance) => instance.shareScopeMap ?? {})];
}

function entriesOf(maps: ShareScopeMap[]): Set<SharedEntry> {
  const entries = new Set<SharedEntry>();
  for (const map of maps)
    for (const scope of Object.values(map ?? {}))
      for (const versions of Object.values(scope ?? {}))
        for (const entry of Object.values(versions ?? {})) if (entry && typeof entry === 'object') entries.add(entry);
  return entries;
}

const settledState = (promise: Promise<unknown>) =>
  Promise.race([
    promise.then(
      () => 'resolved' as const,
      () => 'rejected' as const,
    ),
    // A macrotask: every reaction of an already settled promise runs before it, a load still under way loses the race.
    new Promise<'pending'>((resolve) => setTimeout(() => resolve('pending'), 0)),
  ]);

/** Shared packages whose load started but never delivered: still running, or failed. */
export function unfinishedSharedLoads(federation = (globalThis as { __FEDERATION__?: FederationGlobal }).__FEDERATION__): SharedEntry[] {
  return [...entriesOf(shareScopeMaps(federation))].filter((entry) => entry.loading && !entry.loaded && !entry.lib);
}

/**
 * The runtime keeps the promise of a shared package's first load in the share scope and hands it to every later
 * consumer; when that load failed (a chunk of a remote's own copy was unreachable) every retry got the same old
 * rejection until a reload. Dropping rejected loads lets the next attempt fetch the package again.
 * Returns how many were dropped.
 */
export async function forgetFailedSharedLoads(candidates: SharedEntry[]): Promise<number> {
  let dropped = 0;
  await Promise.all(
    candidates.map(async (entry) => {
      const loading = entry.loading!;
      if ((await settledState(loading)) === 'rejected' && entry.loading === loading) {
        entry.loading = null;
        dropped++;
      }
    }),
  );
  return dropped;
}
