import type { RemoteName, SlotName, SlotProps } from 'shared-contracts/slots';
import type { RenderSlotToString, ServerRenderResult } from 'shared-contracts/server-render';
import type { RemoteLoader } from './remote-loader';
import { SlotRenderError } from './slot-render-error';

export interface RenderSlotOptions {
  /** Where the slot's API calls go: this server. */
  apiOrigin: string;
  /** Past this, the caller gets a `timeout` error and sends the skeleton; the load goes on for the next request. */
  budgetMs?: number;
  /** Ends the render's data fetches from outside, as the budget would. */
  signal?: AbortSignal;
  /** Answers the slot's API reads in-process as the visitor (see ServerRenderOptions.fetch). */
  fetch?: (url: string, init?: RequestInit) => Promise<Response>;
}

/** The server side's budget for one slot: the page's first byte must not wait longer for one remote. */
export const SLOT_BUDGET_MS = 300;

/**
 * The budget of a slot in a render nobody waits for (one replacing a kept page in the background): it has time to
 * finish under load, so the page it makes is whole; a slot slower than this is failing, not busy.
 */
export const BACKGROUND_SLOT_BUDGET_MS = 10_000;

/**
 * Renders one slot of a remote to HTML with its Node build. Every failure, whatever its cause (missing build,
 * throwing build, render error, slow data), arrives as a SlotRenderError within the budget, so the caller can put
 * the slot's skeleton in its place and the rest of the page is unaffected.
 */
export async function renderRemoteSlot<R extends RemoteName, S extends SlotName<R>>(
  loader: RemoteLoader,
  remote: R,
  slot: S,
  props: SlotProps<R, S>,
  options: RenderSlotOptions,
): Promise<ServerRenderResult> {
  const id = `${remote}/${slot}`;
  const abort = new AbortController();
  options.signal?.addEventListener('abort', () => abort.abort(options.signal!.reason), { once: true });
  let timer: NodeJS.Timeout | undefined;
  const budgetMs = options.budgetMs ?? SLOT_BUDGET_MS;
  const budget = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      abort.abort(new SlotRenderError('timeout', id));
      reject(new SlotRenderError('timeout', id));
    }, budgetMs);
  });
  const work = (async () => {
    const module = await loader.loadSlot(remote, slot);
    const render = module.renderSlotToString as RenderSlotToString<SlotProps<R, S>> | undefined;
    if (typeof render !== 'function') throw new SlotRenderError('no-render-entry', id);
    try {
      return await render(props, { apiOrigin: options.apiOrigin, signal: abort.signal, fetch: options.fetch });
    } catch (error) {
      throw error instanceof SlotRenderError ? error : new SlotRenderError('render-failed', id, error);
    }
  })();
  // A late failure after the budget ran out has no one left to tell.
  work.catch(() => undefined);
  try {
    return await Promise.race([work, budget]);
  } finally {
    clearTimeout(timer);
  }
}
