import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { SlotProps } from 'shared-contracts/slots';
import { CartView } from '../features/cart/components/cart-view';
import { CheckoutView } from '../features/checkout/components/checkout-view';
import { OrderView } from '../features/order/components/order-view';
import { shopRoute } from '../lib/shop-route';
import { useShopLocation } from '../app/use-shop-location';
import { ShopLayout } from '../features/shop-layout/components/shop-layout';
import { resources } from '../i18n/resources';
import { SlotError } from '../app/slot-error';
import { SlotRoot } from '../app/slot-root';

type Props = SlotProps<'mf_shop', 'ShopApp'>;

/** A single-spa application on the shop paths (registered by the shell): cart, checkout and order page. */
function Root({ pathname: mountedAt, ...props }: Props) {
  const { pathname, locale } = useShopLocation(mountedAt);
  const route = shopRoute(pathname);
  return (
    <SlotRoot {...props} locale={locale} resources={resources}>
      <ShopLayout pathname={pathname}>
        {route.kind === 'checkout' ? <CheckoutView /> : route.kind === 'order' ? <OrderView key={route.code} code={route.code} secret={route.secret} /> : <CartView />}
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
