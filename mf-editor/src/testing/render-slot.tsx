import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import type { Locale } from 'shared-contracts/locales';
import { ANONYMOUS } from 'shared-contracts/constants';
import type { SlotBaseProps } from 'shared-contracts/slots';
import { SlotRoot } from '../app/slot-root';

/** Renders UI inside this remote's providers with a fake host, as a mounted slot would be. */
export function renderInSlot(ui: ReactElement, options: { locale?: Locale; query?: Record<string, string> } = {}) {
  const navigate = jest.fn();
  const base: SlotBaseProps = {
    locale: options.locale ?? 'de',
    host: { navigate },
    auth: ANONYMOUS,
    settings: null,
    query: options.query ?? {},
  };
  const view = render(<SlotRoot base={base}>{ui}</SlotRoot>);
  const rerenderIn = (next: Partial<SlotBaseProps>, nextUi: ReactElement = ui) =>
    view.rerender(<SlotRoot base={{ ...base, ...next }}>{nextUi}</SlotRoot>);
  return { ...view, navigate, rerenderIn };
}

/** A minimal fetch Response (jsdom has no Response global). */
export function jsonResponse(body: unknown, status = 200): Response {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return { ok: status >= 200 && status < 300, status, text: async () => text, json: async () => JSON.parse(text) } as Response;
}

/** fetch answering by URL substring (longest key wins); unmatched URLs answer 404. */
export function mockFetch(routes: Record<string, unknown>) {
  const keys = Object.keys(routes).sort((a, b) => b.length - a.length);
  const fn = jest.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = String(input);
    const key = keys.find((k) => url.includes(k));
    if (!key) return jsonResponse({ message: 'not found' }, 404);
    return jsonResponse(routes[key]);
  });
  global.fetch = fn as unknown as typeof fetch;
  return fn;
}
