import React, { type FunctionComponent } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { Resource } from 'i18next';
import type { SlotBaseProps } from 'shared-contracts/slots';
import type { SlotServerEntries } from 'shared-contracts/server-render';
import { SlotError } from './slot-error';
import { SlotRoot } from './slot-root';
import { inTransition } from './in-transition';
import type { QueryDeclaration } from './server-prefetch';

/**
 * single-spa lifecycles (bootstrap, mount, update, unmount) for a root component that renders its own SlotRoot:
 * for slots whose base props are not simply their props (the editor follows the address bar).
 */
export function slotLifecycles<P extends SlotBaseProps>(rootComponent: FunctionComponent<P>, prepare?: SlotPrepare<P>) {
  // single-spa-react asks for the render type while `mount` runs synchronously, so one set of lifecycles can hydrate
  // a server-rendered slot (its host passes `hydrate: true`) and create every other mount.
  let hydrateNext = false;
  const lifecycles = singleSpaReact<P>({
    React,
    ReactDOMClient,
    renderType: () => (hydrateNext ? 'hydrateRoot' : 'createRoot'),
    // single-spa adds its own props (name, mountParcel, …) to the slot's; the component reads only its own.
    rootComponent: rootComponent as Parameters<typeof singleSpaReact<P>>[0]['rootComponent'],
    errorBoundary: (error, _info, props) => <SlotError locale={props.locale} error={error} />,
  });
  const mountNow: typeof lifecycles.mount = (props) => {
    hydrateNext = Boolean((props as { hydrate?: unknown }).hydrate);
    try {
      return hydrateNext ? inTransition(() => lifecycles.mount(props)) : lifecycles.mount(props);
    } finally {
      hydrateNext = false;
    }
  };
  if (!prepare) return { ...lifecycles, mount: mountNow };
  // What the slot needs before it renders arrives first: a hydrating render then matches the server's HTML, and an
  // update (a new page) never shows a half-loaded state.
  const mount: typeof lifecycles.mount = async (props) => {
    await prepare(props as unknown as P);
    return mountNow(props);
  };
  const update: NonNullable<typeof lifecycles.update> = async (props) => {
    await prepare(props as unknown as P);
    return lifecycles.update!(props);
  };
  return { ...lifecycles, mount, update };
}

/** Loads what a slot's render needs (code chunks chosen by its props) before it mounts, updates or renders on the server. */
export type SlotPrepare<P> = (props: P) => Promise<unknown>;

/** Options of `mountSlot`, the same in the browser and the Node build. */
export interface MountSlotOptions<P> {
  prepare?: SlotPrepare<P>;
  /**
   * The queries a render with these props reads (the same `queryOptions` calls its components make): a server render
   * fetches them all, then renders once.
   */
  queries?: QueryDeclaration<P>;
}

/** Props a hydrating host adds for the slot's root only: the server's query state and the wish to hydrate. */
interface HydrationProps {
  dehydratedState?: unknown;
  hydrate?: boolean;
}

/**
 * The one way a remote exposes a slot: `Component` gets the slot's props inside the slot's providers.
 * `export const { bootstrap, mount, unmount, update } = mountSlot(MySlot, resources);`
 * `options.prepare` loads what a render with given props needs first (see `SlotPrepare`).
 */
export function mountSlot<P extends SlotBaseProps>(Component: FunctionComponent<P>, resources: Resource, options: MountSlotOptions<P> = {}) {
  function Root({ dehydratedState, hydrate: _hydrate, ...rest }: P & HydrationProps) {
    const props = rest as unknown as P;
    return (
      <SlotRoot base={props} resources={resources} dehydratedState={dehydratedState}>
        <Component {...props} />
      </SlotRoot>
    );
  }
  Root.displayName = `Slot(${Component.displayName ?? Component.name})`;
  // The render entries exist only in the Node build (mount-slot.server.tsx): here they stay undefined, so a slot
  // module exports the same names in both builds and browsers carry no rendering code.
  return slotLifecycles(Root as FunctionComponent<P>, options.prepare) as ReturnType<typeof slotLifecycles<P>> & Partial<SlotServerEntries<P>>;
}
