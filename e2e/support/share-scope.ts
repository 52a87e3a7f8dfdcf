/**
 * Runs in the page: which shared packages the Module Federation share scope actually loaded, and from which app.
 * A library loaded from two providers means two copies in the page.
 */
export function loadedSharedCopies(): Record<string, string[]> {
  type ShareInfo = { loaded?: boolean; loading?: unknown; lib?: unknown; from?: string; version?: string };
  const federation = (window as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, ShareInfo>>>> } }).__FEDERATION__;
  const copies: Record<string, Set<string>> = {};
  for (const scopes of Object.values(federation?.__SHARE__ ?? {})) {
    for (const scope of Object.values(scopes)) {
      for (const [pkg, versions] of Object.entries(scope)) {
        for (const [version, info] of Object.entries(versions)) {
          if (info.loaded || info.lib) (copies[pkg] ??= new Set()).add(`${version} from ${info.from ?? '?'}`);
        }
      }
    }
  }
  return Object.fromEntries(Object.entries(copies).map(([pkg, set]) => [pkg, [...set]]));
}
