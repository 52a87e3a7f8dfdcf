import type { Locale } from './locales';

/**
 * What a slot's Node build offers the rendering server, beside its single-spa lifecycles: its exposed module
 * exports `renderSlotToString` and `renderSlotToStream` (remote-kit's `mountSlot` adds them). A browser build
 * exports both names as undefined: rendering to HTML is the Node build's job.
 */

/**
 * JSON that can sit inside a script element, as a page carries render state and boot data: `<` escaped so no value
 * can close the element, and the line separators that would end a JavaScript string.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

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
export type DehydratedSlotState = {
  queries: unknown[];
  mutations: unknown[];
  /** The minute (ms) the render read the clock at: the browser's hydration decides by the same time. */
  renderedAt?: number;
};

export interface ServerRenderResult {
  html: string;
  /** The slot's query cache, for the browser's hydration. */
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

/** One slot as the host hands it to the shell's render: its HTML and dehydrated state, or its skeleton. */
export type ServerSlotOutcome = { kind: 'html'; html: string; state: unknown } | { kind: 'skeleton' };

/** What the host gives the shell's Node build to render one document's `#root`. */
export interface ShellRenderInput {
  /** The document's URL (path and query). */
  url: string;
  /** Its path alone. */
  path: string;
  /** The Cookie header the render may read: a staff member's own, empty for every anonymous visitor. */
  cookies: string;
  /** What the document route decided (status, locale, error), as `window.__SITE_BOOT__` carries it to the browser. */
  boot: unknown;
  /** The page's address in each language (the head's hreflang links). */
  alternates: Partial<Record<Locale, string>>;
  /** Answers the shell's API reads in the host's process, as the visitor. */
  fetch(url: string, init?: RequestInit): Promise<Response>;
  /** Renders one slot (`mf_events/EventList`) with its Node build; a failure is `{ kind: 'skeleton' }`, never a throw. */
  renderSlot(id: string, props: object): Promise<ServerSlotOutcome>;
}

/** The shell's render of one document, as the host streams it. */
export interface ShellRenderResult<State = unknown> {
  /**
   * The markup for `#root` in document order: text that can be sent at once, and a promise for each slot that
   * settles with the slot's final markup (its HTML, or its skeleton when its render failed or ran out of time).
   */
  segments: Array<string | Promise<string>>;
  /** What the browser needs before it hydrates (the host writes it to `window[SHELL_STATE_GLOBAL]`). */
  state: State;
  /** The slots on the page (`mf_events/EventList`), to link their stylesheets in the head. */
  slots: string[];
  /** How many renders the shell took: 1 when the route's declared queries were all it read. */
  passes: number;
  /** The shell still waited for data after its last allowed render: the page shows loading states, it is not whole. */
  partial: boolean;
  /** Queries the shell read that the route's declaration did not name (their hashes): each cost a render more. */
  undeclared: string[];
}

/** What the shell's Node build exports. */
export interface ShellServerEntry {
  renderShell(input: ShellRenderInput): Promise<ShellRenderResult>;
}

/** The global the document sets to the shell's render state when the server rendered the page. */
export const SHELL_STATE_GLOBAL = '__SHELL_STATE__';
