/**
 * Cross-app messages over `window` CustomEvents, so two bundles holding two copies of this code still talk.
 * Events that late subscribers need (auth, consent, cart) replay their last value, kept on `window`.
 */
import type { AuthState, ConsentState } from 'shared-contracts/site';
import type { CartResponse } from 'shared-contracts/entities';

export interface AppEvents {
  'cart.updated': { tickets_quantity: number; cart_url: string };
  'auth.changed': AuthState;
  'overlay.opened': { id: string };
  'overlay.closed': { id: string };
  'alert.shown': { kind: 'success' | 'error'; message: string };
  'consent.changed': ConsentState;
  'consent.manager.requested': Record<string, never>;
  'search.submitted': { query: string };
  /** The editor saved a change of this page: whoever holds the page (the shell's page query) fetches it again. */
  'page.updated': { pageId: number; path: string };
  /** Only one booking widget open at a time, whichever remote mounted it. */
  'booking.opened': { widgetId: string };
  /** A call to action elsewhere on the page ("Tickets buchen") asks this widget to open and take the focus. */
  'booking.open-requested': { widgetId: string };
  /**
   * CMS link buttons marked `sticky` join the shell's bottom bar while their module is on the page: each source
   * (a module id) announces its item, and `item: null` withdraws it.
   */
  'sticky.item': { source: string; item: { text: string; url: string } | null };
  /**
   * A detail page (event, production, article …) names its own address in each language once its data is there,
   * so the language switch leads to the other language's slug. `path` is the page the urls belong to.
   */
  'page.alternates': { path: string; urls: { de: string; en: string } };
  /**
   * A failure a remote handled but wants reported (cart call failed, invalid list address). An error-reporting
   * integration listens here; unlike `window.reportError` it does not surface as an uncaught error in the console.
   */
  'error.reported': { source: string; message: string };
}
export type AppEventName = keyof AppEvents;

export const REPLAYED_EVENTS: readonly AppEventName[] = ['auth.changed', 'consent.changed', 'cart.updated', 'page.alternates'];
const DOM_PREFIX = 'site:';
const LAST_VALUES_KEY = '__siteBusLastValues__';

type LastValues = Partial<{ [K in AppEventName]: AppEvents[K] }>;

function lastValues(target: Window): LastValues {
  const holder = target as unknown as Record<string, LastValues>;
  holder[LAST_VALUES_KEY] ??= {};
  return holder[LAST_VALUES_KEY];
}

export interface Bus {
  emit<K extends AppEventName>(name: K, payload: AppEvents[K]): void;
  /** Subscribes; returns the unsubscribe. Replayed events call the handler at once with their last value. */
  on<K extends AppEventName>(name: K, handler: (payload: AppEvents[K]) => void, options?: { replay?: boolean }): () => void;
  last<K extends AppEventName>(name: K): AppEvents[K] | undefined;
}

/** Outside a browser (a server render) there is no one to hear events: nothing is sent, nothing is heard. */
const SILENT_BUS: Bus = {
  emit: () => undefined,
  on: () => () => undefined,
  last: () => undefined,
};

export function createBus(target: Window | undefined = typeof window === 'undefined' ? undefined : window): Bus {
  if (!target) return SILENT_BUS;
  return {
    emit(name, payload) {
      if (REPLAYED_EVENTS.includes(name)) (lastValues(target) as Record<string, unknown>)[name] = payload;
      target.dispatchEvent(new CustomEvent(DOM_PREFIX + name, { detail: payload }));
    },
    on(name, handler, options = {}) {
      const listener = (event: Event) => handler((event as CustomEvent).detail);
      target.addEventListener(DOM_PREFIX + name, listener);
      const replay = options.replay ?? REPLAYED_EVENTS.includes(name);
      const previous = lastValues(target)[name];
      if (replay && previous !== undefined) handler(previous as AppEvents[typeof name]);
      return () => target.removeEventListener(DOM_PREFIX + name, listener);
    },
    last(name) {
      return lastValues(target)[name] as AppEvents[typeof name] | undefined;
    },
  };
}

export type { CartResponse };
