import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { SlotProps } from 'shared-contracts/slots';
import { CartView } from '../features/cart/components/cart-view';
import { ShopLayout } from '../features/shop-layout/components/shop-layout';
import { resources } from '../i18n/resources';
import { SlotError } from '../app/slot-error';
import { SlotRoot } from '../app/slot-root';

type Props = SlotProps<'mf_shop', 'ShopApp'>;

/** A single-spa application on the shop paths (registered by the shell); the cart is the shop page this site renders itself. */
function Root({ pathname, ...base }: Props) {
  return (
    <SlotRoot {...base} resources={resources}>
      <ShopLayout pathname={pathname}>
        <CartView />
      </ShopLayout>
    </SlotRoot>
  );
}

export const { bootstrap, mount, unmount, update } = singleSpaReact<Props>({
  React,
  ReactDOMClient,
  rootComponent: Root,
  errorBoundary: (error, _info, props) => <SlotError locale={props.locale} error={error} />,
});
