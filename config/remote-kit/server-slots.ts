import { createContext } from 'react';
import { scriptJson, type ServerSlotOutcome } from 'shared-contracts/server-render';

/**
 * Given by the shell's Node build to a render of the page. `RemoteSlot` tells it each slot it meets (in document
 * order, with the props the browser will give it), so the slot's own render can start at once, and writes both
 * possible markups of the slot between markers (see `slotSegments`): which one the page gets is decided when the
 * slot's render has finished, while the page around it is already on its way.
 */
export interface ServerSlotRenderer {
  /** Starts (or keeps) the render of this occurrence of slot `id`; returns the key its markers carry. */
  ask(id: string, props: object): string;
}

/** Set only while the server renders a page; in browsers it stays null. */
export const ServerSlotsContext = createContext<ServerSlotRenderer | null>(null);

/** `data-ssr` on a slot's wrapper: what the server put inside it. */
export const SSR_ATTRIBUTE = 'data-ssr';
/** The script element that carries a slot's dehydrated query state inside its server HTML. */
export const SLOT_STATE_ATTRIBUTE = 'data-slot-state';

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

/** Where the slot's HTML and state go in the html variant of a streamed slot. */
export const SLOT_HTML_MARK = '<!--ssr:slot-html-->';

/** The empty element that separates the variants of slot occurrence `key` in the shell's markup. */
export function slotMarker(key: string, part: 'skeleton' | 'html' | 'end'): string {
  return `<template data-ssr-slot="${key}" data-ssr-part="${part}"></template>`;
}

const STREAMED_SLOT = /<template data-ssr-slot="([^"]+)" data-ssr-part="skeleton"><\/template>([\s\S]*?)<template data-ssr-slot="\1" data-ssr-part="html"><\/template>([\s\S]*?)<template data-ssr-slot="\1" data-ssr-part="end"><\/template>/g;

/**
 * The shell's markup cut at its slots: text that can leave at once, and for each slot a promise of its final
 * markup, the html variant with the slot's HTML and state once its render succeeded, the skeleton variant when it
 * failed. Written in order, the parts make exactly the page a render with every outcome known would have made, so
 * the browser reads it without JavaScript and the shell hydrates it as one tree.
 */
export function slotSegments(html: string, outcomeOf: (key: string) => Promise<ServerSlotOutcome>): Array<string | Promise<string>> {
  const segments: Array<string | Promise<string>> = [];
  let from = 0;
  for (const match of html.matchAll(STREAMED_SLOT)) {
    const [whole, key, skeleton, withHtml] = match as unknown as [string, string, string, string];
    segments.push(html.slice(from, match.index));
    segments.push(
      outcomeOf(key).then(
        (outcome) => (outcome.kind === 'html' ? withHtml.replace(SLOT_HTML_MARK, () => serverSlotHtml(outcome)) : skeleton),
        () => skeleton,
      ),
    );
    from = (match.index ?? 0) + whole.length;
  }
  segments.push(html.slice(from));
  return segments;
}
