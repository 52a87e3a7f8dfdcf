import { createContext } from 'react';

/** What the server has for one slot: its HTML and dehydrated query state, or only the skeleton (it failed or was slow). */
export type ServerSlotOutcome = { kind: 'html'; html: string; state: unknown } | { kind: 'skeleton' };

/**
 * Given by the shell's Node build to a render of the page: `RemoteSlot` asks it for each slot's server outcome.
 * `undefined` means "not rendered yet": the render that asked is a preparing pass, and the slot is rendered before
 * the final one.
 */
export interface ServerSlotRenderer {
  outcome(id: string, props: object): ServerSlotOutcome | undefined;
}

/** Set only while the server renders a page; in browsers it stays null. */
export const ServerSlotsContext = createContext<ServerSlotRenderer | null>(null);

/** `data-ssr` on a slot's wrapper: what the server put inside it. */
export const SSR_ATTRIBUTE = 'data-ssr';
/** The script element that carries a slot's dehydrated query state inside its server HTML. */
export const SLOT_STATE_ATTRIBUTE = 'data-slot-state';

/** JSON that can sit inside a script element: no `</script>`, no line separators that end a JavaScript string. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** The slot's HTML followed by its state, as the server writes it into the parcel's element. */
export function serverSlotHtml(outcome: { html: string; state: unknown }): string {
  return `${outcome.html}<script type="application/json" ${SLOT_STATE_ATTRIBUTE}>${scriptJson(outcome.state)}</script>`;
}

/** A slot the server rendered, as the browser finds it before hydrating: the parcel's element and the state. */
export interface ServerSlotMarkup {
  kind: 'html' | 'skeleton';
  host: HTMLElement | null;
}

const claimed = new WeakSet<Element>();

/**
 * The server's markup of slot `id` that no RemoteSlot has taken yet, or null (no server render, or a later mount of
 * the same slot). Each wrapper is taken once, so a slot mounted again after navigation starts from scratch.
 */
export function claimServerSlot(id: string): ServerSlotMarkup | null {
  if (typeof document === 'undefined') return null;
  for (const wrapper of Array.from(document.querySelectorAll(`[data-slot="${id}"][${SSR_ATTRIBUTE}]`))) {
    if (claimed.has(wrapper)) continue;
    claimed.add(wrapper);
    const kind = wrapper.getAttribute(SSR_ATTRIBUTE) === 'html' ? 'html' : 'skeleton';
    return { kind, host: kind === 'html' ? (wrapper.firstElementChild as HTMLElement | null) : null };
  }
  return null;
}

/** Reads and removes the state script of a server-rendered parcel element, so the element holds only the slot's DOM. */
export function takeSlotState(host: HTMLElement): unknown {
  const script = host.querySelector(`:scope > script[${SLOT_STATE_ATTRIBUTE}]`);
  if (!script) return undefined;
  script.remove();
  try {
    return JSON.parse(script.textContent ?? '');
  } catch {
    return undefined;
  }
}
