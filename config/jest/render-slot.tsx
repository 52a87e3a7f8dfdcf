/**
 * The one test helper for remotes: render UI inside a slot's real providers with a fake host, and answer fetch
 * from a table of URLs. Remotes' jest configs name their translations through the preset's `slotResources`.
 *
 * Request mocking is a fetch mock, not MSW: MSW 2 needs the WHATWG fetch, streams and TextEncoder globals that
 * jest's jsdom environment lacks (it asks for a replacement environment and custom export conditions), and every
 * remote calls plain `fetch` with same-origin paths, which one URL-matching rule covers.
 */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { Resource } from 'i18next';
import { ANONYMOUS } from 'shared-contracts/constants';
import type { Locale } from 'shared-contracts/locales';
import type { AuthState, SiteSettings } from 'shared-contracts/site';
import type { SlotBaseProps } from 'shared-contracts/slots';
import { SlotRoot } from '../remote-kit/slot-root';

declare const __SLOT_RESOURCES__: string | undefined;

function defaultResources(): Resource {
  if (typeof __SLOT_RESOURCES__ !== 'string') throw new Error('renderSlot: pass `resources` or set `slotResources` in the jest preset');
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the module is named by the remote's jest config
  return (require(__SLOT_RESOURCES__) as { resources: Resource }).resources;
}

export interface RenderSlotOptions {
  locale?: Locale;
  query?: Record<string, string>;
  settings?: SiteSettings | null;
  auth?: AuthState;
  resources?: Resource;
}

/** Renders `ui` as a mounted slot would be; `rerenderWith` plays single-spa's `update` (new props, same providers). */
export function renderSlot(ui: ReactElement, { locale = 'de', query = {}, settings = null, auth = ANONYMOUS, resources = defaultResources() }: RenderSlotOptions = {}) {
  const navigate = jest.fn();
  const host = { navigate };
  const base: SlotBaseProps = { locale, host, auth, settings, query };
  const view = render(
    <SlotRoot base={base} resources={resources}>
      {ui}
    </SlotRoot>,
  );
  const rerenderWith = (next: Partial<SlotBaseProps>, nextUi: ReactElement = ui) =>
    view.rerender(
      <SlotRoot base={{ ...base, ...next }} resources={resources}>
        {nextUi}
      </SlotRoot>,
    );
  return { ...view, host, navigate, rerenderWith };
}

/** A minimal fetch Response (jsdom has no Response global). */
export function jsonResponse(body: unknown, status = 200): Response {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return { ok: status >= 200 && status < 300, status, text: async () => text, json: async () => JSON.parse(text) } as Response;
}

export type RouteHandler = (url: string, init?: RequestInit) => { status: number; body: unknown };

/**
 * Replaces `fetch` with answers by URL. One rule: the longest key that the URL contains wins, so the order of keys
 * never matters. A value is the 200 body, or a handler returning `{ status, body }`; an unmatched URL answers 404.
 */
export function mockFetch(routes: Record<string, RouteHandler | object | string | number | boolean | null>) {
  const keys = Object.keys(routes).sort((a, b) => b.length - a.length);
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const key = keys.find((k) => url.includes(k));
    if (key === undefined) return jsonResponse({ message: 'not found' }, 404);
    const route = routes[key];
    if (typeof route === 'function') {
      const { status, body } = (route as RouteHandler)(url, init);
      return jsonResponse(body, status);
    }
    return jsonResponse(route);
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}
