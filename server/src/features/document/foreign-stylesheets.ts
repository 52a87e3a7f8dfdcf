/**
 * Stylesheets of remotes served from another origin (a team's CDN), fetched by the server so a rendered page can
 * inline them as it inlines the local builds' sheets. Their names carry a content hash, so a fetched sheet never
 * changes and is kept by its address. A sheet that does not arrive within the page's budget is left out of the first
 * paint (the remote's code loads it with its slot): a slow origin costs its slot's styling for a moment, never the
 * page's first paint.
 */
const kept = new Map<string, string>();
const fetching = new Map<string, Promise<void>>();
/** Far more sheets than the remotes have; only a bound against an origin that names a new file every time. */
const MAX_KEPT = 300;
/** How long one fetch may run in the background after the page stopped waiting for it. */
const FETCH_TIMEOUT_MS = 10_000;

export const isForeign = (href: string) => /^https?:\/\//i.test(href);

/** The kept text of a foreign sheet, or null while it has not arrived. */
export function foreignCss(href: string): string | null {
  return kept.get(href) ?? null;
}

function fetchOne(href: string): Promise<void> {
  let pending = fetching.get(href);
  if (!pending) {
    pending = fetch(href, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) })
      .then(async (answer) => {
        if (!answer.ok) return;
        const css = await answer.text();
        if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value as string);
        kept.set(href, css);
      })
      .catch(() => undefined)
      .finally(() => fetching.delete(href));
    fetching.set(href, pending);
  }
  return pending;
}

/** Fetches the sheets not kept yet, waiting at most `budgetMs` for them; later arrivals serve the next pages. */
export async function fetchForeignCss(hrefs: readonly string[], budgetMs: number): Promise<void> {
  const missing = hrefs.filter((href) => isForeign(href) && !kept.has(href));
  if (!missing.length) return;
  let timer: NodeJS.Timeout | undefined;
  const budget = new Promise<void>((resolve) => (timer = setTimeout(resolve, budgetMs)));
  await Promise.race([Promise.all(missing.map(fetchOne)), budget]);
  clearTimeout(timer);
}
