import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { SlotProps } from 'shared-contracts/slots';
import { OrderAdmin } from '../features/order-admin/components/order-admin';
import { resources } from '../i18n/resources';
import { SlotError } from '../app/slot-error';
import { SlotRoot } from '../app/slot-root';

type Props = SlotProps<'mf_shop', 'OrderAdmin'>;

/** The staff's order list, mounted by the shell's dashboard screen as a parcel. */
function Root(props: Props) {
  return (
    <SlotRoot {...props} resources={resources}>
      <OrderAdmin />
    </SlotRoot>
  );
}

export const { bootstrap, mount, unmount, update } = singleSpaReact<Props>({
  React,
  ReactDOMClient,
  rootComponent: Root,
  errorBoundary: (error, _info, props) => <SlotError locale={props.locale} error={error} />,
});
