import { AsyncLocalStorage } from 'node:async_hooks';
import type { FunctionComponent, ReactElement } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { QueryClient, dehydrate } from '@tanstack/react-query';
import type { Resource } from 'i18next';
import type { SlotBaseProps } from 'shared-contracts/slots';
import type { DehydratedSlotState, ServerRenderOptions, SlotServerEntries } from 'shared-contracts/server-render';
import { provideServerFetch, setApiOrigin } from './http';
import { createI18n } from './i18n';
import { renderWithData } from './render-with-data';
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
 * visitors' requests never share data. Whole pages are kept by the host's document cache, so a slot render is never
 * kept here.
 */
export function mountSlot<P extends SlotBaseProps>(
  Component: FunctionComponent<P>,
  resources: Resource,
  slotOptions: MountSlotOptions<P> = {},
): SlotServerEntries<P> & Record<'bootstrap' | 'mount' | 'unmount' | 'update', Lifecycle> {
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

  return {
    bootstrap: browserOnly('bootstrap'),
    mount: browserOnly('mount'),
    unmount: browserOnly('unmount'),
    update: browserOnly('update'),
    async renderSlotToString(props, options) {
      const { html, dehydratedState, renders, undeclared } = await hostFetch.run(options.fetch, () => prepare(props, options, Date.now()));
      return { html, dehydratedState, renders, undeclared };
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
