/**
 * Why a slot could not be rendered on the server. Every reason means the same to the caller: send the slot's
 * skeleton and let the browser mount the slot on its own.
 * - `not-allowed`: the remote or a file it names is not on an origin of the server's remote map
 * - `unavailable`: the Node build is missing, unreachable or throws while loading
 * - `no-render-entry`: the slot module exports no server render entry
 * - `render-failed`: the slot threw while rendering
 * - `timeout`: the time budget ran out
 */
export type SlotRenderFailure = 'not-allowed' | 'unavailable' | 'no-render-entry' | 'render-failed' | 'timeout';

export class SlotRenderError extends Error {
  constructor(
    readonly reason: SlotRenderFailure,
    readonly slot: string,
    override readonly cause?: unknown,
  ) {
    super(`server render of ${slot}: ${reason}${cause instanceof Error ? ` (${cause.message.split('\n')[0]})` : ''}`);
    this.name = 'SlotRenderError';
  }
}
