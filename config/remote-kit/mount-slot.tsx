import React, { type FunctionComponent } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { Resource } from 'i18next';
import type { SlotBaseProps } from 'shared-contracts/slots';
import type { SlotServerEntries } from 'shared-contracts/server-render';
import { SlotError } from './slot-error';
import { SlotRoot } from './slot-root';

/**
 * single-spa lifecycles (bootstrap, mount, update, unmount) for a root component that renders its own SlotRoot:
 * for slots whose base props are not simply their props (the editor follows the address bar).
 */
export function slotLifecycles<P extends SlotBaseProps>(rootComponent: FunctionComponent<P>) {
  return singleSpaReact<P>({
    React,
    ReactDOMClient,
    // single-spa adds its own props (name, mountParcel, …) to the slot's; the component reads only its own.
    rootComponent: rootComponent as Parameters<typeof singleSpaReact<P>>[0]['rootComponent'],
    errorBoundary: (error, _info, props) => <SlotError locale={props.locale} error={error} />,
  });
}

/**
 * The one way a remote exposes a slot: `Component` gets the slot's props inside the slot's providers.
 * `export const { bootstrap, mount, unmount, update } = mountSlot(MySlot, resources);`
 */
export function mountSlot<P extends SlotBaseProps>(Component: FunctionComponent<P>, resources: Resource) {
  function Root(props: P) {
    return (
      <SlotRoot base={props} resources={resources}>
        <Component {...props} />
      </SlotRoot>
    );
  }
  Root.displayName = `Slot(${Component.displayName ?? Component.name})`;
  // The render entries exist only in the Node build (mount-slot.server.tsx): here they stay undefined, so a slot
  // module exports the same names in both builds and browsers carry no rendering code.
  return slotLifecycles(Root) as ReturnType<typeof slotLifecycles<P>> & Partial<SlotServerEntries<P>>;
}
