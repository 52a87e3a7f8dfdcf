import { AsyncLocalStorage } from 'node:async_hooks';
import type { FunctionComponent, ReactElement } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { QueryClient, dehydrate } from '@tanstack/react-query';
import type { Resource } from 'i18next';
import type { SlotBaseProps } from 'shared-contracts/slots';
import type { DehydratedSlotState, ServerRenderOptions, SlotServerEntries } from 'shared-contracts/server-render';
import { provideServerFetch, setApiOrigin } from './http';
import { createI18n } from './i18n';
import { fetchRegisteredQueries } from './server-prefetch';
import type { MountSlotOptions } from './mount-slot';
import { SlotRoot } from './slot-root';

/** Renders after which the slot's data must be complete: a query chain deeper than this renders what it has. */
const MAX_PASSES = 4;

/** The host's in-process fetch of the render running now: each render reads the API as its own visitor. */
const hostFetch = new AsyncLocalStorage<ServerRenderOptions['fetch']>();
provideServerFetch(() => hostFetch.getStore());

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same lifecycle shape single-spa-react returns
type Lifecycle = (props: any) => Promise<never>;

function browserOnly(name: string): Lifecycle {
  return () => Promise.reject(new Error(`${name}: this is a remote's Node build; slots mount from its browser build`));
}

/**
 * The Node build's twin of mount-slot.tsx (the webpack factory swaps it in for server builds): the same
 * `mountSlot(Component, resources)` call gives the render entries. Every render gets its own QueryClient and
 * i18next instance, so two visitors' requests never share data or language.
 */
export function mountSlot<P extends SlotBaseProps>(
  Component: FunctionComponent<P>,
  resources: Resource,
  slotOptions: MountSlotOptions<P> = {},
): SlotServerEntries<P> & Record<'bootstrap' | 'mount' | 'unmount' | 'update', Lifecycle> {
  /** Renders until a render asks for no more data; `html` is that last render, complete unless MAX_PASSES ran out. */
  async function prepare(props: P, options: ServerRenderOptions): Promise<{ element: ReactElement; html: string; dehydratedState: DehydratedSlotState }> {
    setApiOrigin(options.apiOrigin);
    await slotOptions.prepare?.(props);
    // No retries on the server: the caller's time budget is shorter than a retry's back-off; the browser retries.
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: false } } });
    const i18n = createI18n(resources, props.locale);
    const element = (
      <SlotRoot base={props} resources={resources} client={client} i18n={i18n}>
        <Component {...props} />
      </SlotRoot>
    );
    const cancel = () => void client.cancelQueries();
    options.signal?.addEventListener('abort', cancel, { once: true });
    let html = '';
    try {
      for (let pass = 0; pass < MAX_PASSES; pass += 1) {
        if (options.signal?.aborted) throw options.signal.reason ?? new Error('render aborted');
        html = renderToString(element);
        if ((await fetchRegisteredQueries(client)) === 0) break;
        if (pass === MAX_PASSES - 1) html = renderToString(element);
      }
    } finally {
      options.signal?.removeEventListener('abort', cancel);
    }
    return { element, html, dehydratedState: dehydrate(client) as unknown as DehydratedSlotState };
  }

  return {
    bootstrap: browserOnly('bootstrap'),
    mount: browserOnly('mount'),
    unmount: browserOnly('unmount'),
    update: browserOnly('update'),
    async renderSlotToString(props, options) {
      const { html, dehydratedState } = await hostFetch.run(options.fetch, () => prepare(props, options));
      return { html, dehydratedState };
    },
    async renderSlotToStream(props, options) {
      const { element, dehydratedState } = await hostFetch.run(options.fetch, () => prepare(props, options));
      return new Promise((resolve, reject) => {
        const stream = renderToPipeableStream(element, {
          onShellReady: () => resolve({ stream, dehydratedState }),
          onShellError: reject,
        });
      });
    },
  };
}
