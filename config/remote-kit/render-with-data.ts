import type { QueryClient } from '@tanstack/react-query';
import { fetchRegisteredQueries, prefetchDeclared, type DeclaredQuery } from './server-prefetch';

/**
 * Renders after which a server render goes out with what it has. With every query declared a render needs one; the
 * cap only bounds the safety net for a query nobody declared.
 */
export const MAX_RENDERS = 4;

export interface RenderWithDataOutcome {
  /** The last render's markup. */
  html: string;
  /** How many renders it took: 1 when the declaration named every query the render reads. */
  renders: number;
  /**
   * The last render still asked for data it did not get: its markup shows loading states where the browser will
   * show the data, so the page is not whole.
   */
  partial: boolean;
  /** Queries a render read that its declaration did not name (their hashes): each one cost a render more. */
  undeclared: string[];
}

export interface RenderWithDataInput {
  /** The render's own cache (one per request and per slot). */
  client: QueryClient;
  /** What the route or slot declared it reads, fetched before the one render. */
  declared: readonly DeclaredQuery[];
  /** One render of the whole tree to HTML. */
  render: () => string | Promise<string>;
  /** Runs before each render with its number (0 first). */
  beforeRender?: (render: number) => void;
  /** Stops the fallback renders once the caller's time is up. */
  signal?: AbortSignal;
  maxRenders?: number;
}

/**
 * The one way the server renders with data, for the shell and for every slot: fetch what was declared (in parallel,
 * stage by stage), then render once. Should that render still register a query nobody declared, it is fetched and
 * the tree rendered again (up to `maxRenders`) so the visitor gets the data, and the outcome names the query so the
 * caller can say loudly that a declaration is missing.
 */
export async function renderWithData(input: RenderWithDataInput): Promise<RenderWithDataOutcome> {
  const { client, declared, render, beforeRender, signal, maxRenders = MAX_RENDERS } = input;
  await prefetchDeclared(client, declared);
  const undeclared: string[] = [];
  let html = '';
  for (let pass = 0; pass < maxRenders; pass += 1) {
    if (signal?.aborted) throw signal.reason ?? new Error('render aborted');
    beforeRender?.(pass);
    html = await render();
    const missed = await fetchRegisteredQueries(client);
    if (missed.length === 0) return { html, renders: pass + 1, partial: false, undeclared };
    undeclared.push(...missed);
  }
  return { html, renders: maxRenders, partial: true, undeclared };
}
