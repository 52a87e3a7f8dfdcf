import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ANONYMOUS } from 'shared-contracts/constants';
import type { Locale } from 'shared-contracts/locales';
import type { SiteSettings } from 'shared-contracts/site';
import { resources } from '../i18n/resources';
import { queryClient } from '../app/query-client';
import { SlotRoot } from '../app/slot-root';

/** Renders inside the slot's own providers with a fake host, as the shell would mount it. */
export function renderSlot(ui: ReactElement, { locale = 'de' as Locale, query = {} as Record<string, string>, settings = null as SiteSettings | null } = {}) {
  queryClient.clear();
  const host = { navigate: jest.fn() };
  const props = { locale, host, auth: ANONYMOUS, settings, query };
  const view = render(
    <SlotRoot {...props} resources={resources}>
      {ui}
    </SlotRoot>,
  );
  const rerenderWith = (next: Partial<typeof props>) =>
    view.rerender(
      <SlotRoot {...props} {...next} resources={resources}>
        {ui}
      </SlotRoot>,
    );
  return { ...view, host, rerenderWith };
}

type RouteHandler = (url: string, init?: RequestInit) => { status: number; body: unknown };

/** fetch answering by URL: the first route whose key the URL contains wins (a body, or a handler); anything else is a 404. */
export function mockFetch(routes: Record<string, RouteHandler | object>) {
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const key = Object.keys(routes).find((k) => url.includes(k));
    const route = key === undefined ? undefined : routes[key];
    const { status, body } =
      typeof route === 'function' ? route(url, init) : route === undefined ? { status: 404, body: { message: 'not found' } } : { status: 200, body: route };
    return { ok: status >= 200 && status < 300, status, text: async () => JSON.stringify(body) } as Response;
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}
