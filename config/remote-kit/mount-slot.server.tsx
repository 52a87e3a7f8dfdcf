import { AsyncLocalStorage } from 'node:async_hooks';
import type { FunctionComponent, ReactElement } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { QueryClient, dehydrate } from '@tanstack/react-query';
import type { Resource } from 'i18next';
import type { SlotBaseProps } from 'shared-contracts/slots';
import { scriptJson, type DehydratedSlotState, type ServerRenderOptions, type SlotServerEntries } from 'shared-contracts/server-render';
import { provideServerFetch, setApiOrigin } from './http';
import { createI18n } from './i18n';
import { renderWithData } from './render-with-data';
import { RenderMemo, recordingFetch, refreshedState, stateJsonAt, renderMinute, type RenderRead } from './render-memo';
import type { MountSlotOptions } from './mount-slot';
import { SlotRoot } from './slot-root';
import { minuteStart } from './render-clock';

/** The host's in-process fetch of the render running now: each render reads the API as its own visitor. */
const hostFetch = new AsyncLocalStorage<ServerRenderOptions['fetch']>();
provideServerFetch(() => hostFetch.getStore());

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same lifecycle shape single-spa-react returns
type Lifecycle = (props: any) => Promise<never>;

function browserOnly(name: string): Lifecycle {
  return () => Promise.reject(new Error(`${name}: this is a remote's Node build; slots mount from its browser build`));
}

/**
 * One i18next instance per set of texts and language, shared by the renders of every request: a server render never
 * changes its instance's language (that happens in an effect, which only the browser runs), so sharing it mixes
 * nothing up and saves building one per render.
 */
const i18nByResources = new WeakMap<Resource, Map<string, ReturnType<typeof createI18n>>>();
function sharedI18n(resources: Resource, locale: SlotBaseProps['locale']) {
  let byLocale = i18nByResources.get(resources);
  if (!byLocale) i18nByResources.set(resources, (byLocale = new Map()));
  let instance = byLocale.get(locale);
  if (!instance) byLocale.set(locale, (instance = createI18n(resources, locale)));
  return instance;
}

/**
 * The Node build's twin of mount-slot.tsx (the webpack factory swaps it in for server builds): the same
 * `mountSlot(Component, resources)` call gives the render entries. Every render gets its own QueryClient, so two
 * visitors' requests never share data; an anonymous render whose props, data and minute match an earlier one reuses
 * that one's markup and state (`renders: 0`) instead of rendering React again.
 */
export function mountSlot<P extends SlotBaseProps>(
  Component: FunctionComponent<P>,
  resources: Resource,
  slotOptions: MountSlotOptions<P> = {},
): SlotServerEntries<P> & Record<'bootstrap' | 'mount' | 'unmount' | 'update', Lifecycle> {
  const memo = new RenderMemo<{ html: string; dehydratedState: DehydratedSlotState; stateJson: (now: number) => string }>();

  /** Fetches what the slot declared for these props, then renders once (see renderWithData for the safety net). */
  async function prepare(props: P, options: ServerRenderOptions, now: number) {
    const renderedAt = minuteStart(now);
    setApiOrigin(options.apiOrigin);
    await slotOptions.prepare?.(props);
    // No retries on the server: the caller's time budget is shorter than a retry's back-off; the browser retries.
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: false } } });
    const i18n = sharedI18n(resources, props.locale);
    const element: ReactElement = (
      <SlotRoot base={props} resources={resources} client={client} i18n={i18n} renderedAt={renderedAt}>
        <Component {...props} />
      </SlotRoot>
    );
    const cancel = () => void client.cancelQueries();
    options.signal?.addEventListener('abort', cancel, { once: true });
    try {
      const outcome = await renderWithData({
        client,
        declared: slotOptions.queries?.(props) ?? [],
        render: () => renderToString(element),
        signal: options.signal,
      });
      return { element, ...outcome, dehydratedState: { ...dehydrate(client), renderedAt } as unknown as DehydratedSlotState };
    } finally {
      options.signal?.removeEventListener('abort', cancel);
    }
  }

  /**
   * The render to HTML, or an earlier one with the same props in the same minute whose every API read answers the
   * same now. Only a render that had all its data after its one render is kept: anything else is not a function of
   * what it read.
   */
  async function renderToHtml(props: P, options: ServerRenderOptions) {
    const fetch = options.fetch;
    // One reading of the clock for the key and the render, so a render kept under a minute's key shows that minute.
    const startedAt = Date.now();
    if (!options.memo || !fetch) {
      const rendered = await hostFetch.run(fetch, () => prepare(props, options, startedAt));
      return { ...rendered, stateJson: scriptJson(rendered.dehydratedState) };
    }
    const key = `${renderMinute(startedAt)}|${JSON.stringify(props)}`;
    const earlier = await hostFetch.run(fetch, () => memo.reuse(key, fetch));
    if (earlier) {
      const now = Date.now();
      return { html: earlier.html, dehydratedState: refreshedState(earlier.dehydratedState, now), stateJson: earlier.stateJson(now), renders: 0, undeclared: [] };
    }
    let reads: RenderRead[] | null = [];
    const recording = recordingFetch(fetch, reads, () => (reads = null));
    const rendered = await hostFetch.run(recording, () => prepare(props, options, startedAt));
    const stateJson = scriptJson(rendered.dehydratedState);
    if (reads && rendered.renders === 1 && !rendered.partial) {
      memo.keep(key, reads, { html: rendered.html, dehydratedState: rendered.dehydratedState, stateJson: stateJsonAt((now) => refreshedState(rendered.dehydratedState, now)) }, rendered.html.length + stateJson.length);
    }
    return { ...rendered, stateJson };
  }

  return {
    bootstrap: browserOnly('bootstrap'),
    mount: browserOnly('mount'),
    unmount: browserOnly('unmount'),
    update: browserOnly('update'),
    async renderSlotToString(props, options) {
      const { html, dehydratedState, stateJson, renders, undeclared } = await renderToHtml(props, options);
      return { html, dehydratedState, stateJson, renders, undeclared };
    },
    async renderSlotToStream(props, options) {
      const { element, dehydratedState } = await hostFetch.run(options.fetch, () => prepare(props, options, Date.now()));
      return new Promise((resolve, reject) => {
        const stream = renderToPipeableStream(element, {
          onShellReady: () => resolve({ stream, dehydratedState }),
          onShellError: reject,
        });
      });
    },
  };
}
