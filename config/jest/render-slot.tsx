/**
 * The one test helper for remotes: render UI inside a slot's real providers with a fake host, and answer fetch
 * from a table of URLs (`mock-fetch.ts`). Remotes' jest configs name their translations through the preset's
 * `slotResources`.
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
  /** Where the slot is mounted (default: a new element in the body), e.g. inside the page's own markup. */
  container?: HTMLElement;
}

/** Renders `ui` as a mounted slot would be; `rerenderWith` plays single-spa's `update` (new props, same providers). */
export function renderSlot(ui: ReactElement, { locale = 'de', query = {}, settings = null, auth = ANONYMOUS, resources = defaultResources(), container }: RenderSlotOptions = {}) {
  const navigate = jest.fn();
  const host = { navigate };
  const base: SlotBaseProps = { locale, host, auth, settings, query };
  const view = render(
    <SlotRoot base={base} resources={resources}>
      {ui}
    </SlotRoot>,
    container ? { container } : undefined,
  );
  const rerenderWith = (next: Partial<SlotBaseProps>, nextUi: ReactElement = ui) =>
    view.rerender(
      <SlotRoot base={{ ...base, ...next }} resources={resources}>
        {nextUi}
      </SlotRoot>,
    );
  return { ...view, host, navigate, rerenderWith };
}

export { jsonResponse, mockFetch, type RouteHandler } from './mock-fetch';
