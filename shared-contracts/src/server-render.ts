/**
 * What a slot's Node build offers the rendering server, beside its single-spa lifecycles: its exposed module
 * exports `renderSlotToString` and `renderSlotToStream` (remote-kit's `mountSlot` adds them). A browser build
 * exports both names as undefined: rendering to HTML is the Node build's job.
 */

export interface ServerRenderOptions {
  /** Origin the slot's API calls go to (`http://127.0.0.1:3000`): on the server a relative URL has no page to resolve against. */
  apiOrigin: string;
  /** Aborts the data fetches of this render (the caller's time budget ran out or the visitor left). */
  signal?: AbortSignal;
  /**
   * Answers the slot's API reads in the host's process, as the visitor who asked for the page; without it they go
   * over HTTP to `apiOrigin`, anonymously.
   */
  fetch?: (url: string, init?: RequestInit) => Promise<Response>;
}

/**
 * TanStack Query's dehydrated cache of one slot (`dehydrate(queryClient)`), to travel in the page so the browser's
 * slot starts with the data the server used.
 */
export type DehydratedSlotState = { queries: unknown[]; mutations: unknown[] };

export interface ServerRenderResult {
  html: string;
  dehydratedState: DehydratedSlotState;
  /** How many renders the slot's data took: 1 when its declared queries were all it read (older builds do not say). */
  renders?: number;
  /** Queries the slot read that its declaration did not name (their hashes): each cost a render more. */
  undeclared?: string[];
}

/** A pipeable stream as react-dom/server's renderToPipeableStream returns it (structurally, so no React types here). */
export interface PipeableSlotStream {
  pipe<W extends NodeJS.WritableStream>(destination: W): W;
  abort(reason?: unknown): void;
}

export interface ServerStreamResult {
  stream: PipeableSlotStream;
  dehydratedState: DehydratedSlotState;
}

export type RenderSlotToString<P> = (props: P, options: ServerRenderOptions) => Promise<ServerRenderResult>;
export type RenderSlotToStream<P> = (props: P, options: ServerRenderOptions) => Promise<ServerStreamResult>;

export interface SlotServerEntries<P> {
  renderSlotToString: RenderSlotToString<P>;
  renderSlotToStream: RenderSlotToStream<P>;
}
