import { slotLifecycles } from 'site-config/remote-kit/mount-slot';
import { SlotRoot } from 'site-config/remote-kit/slot-root';
import type { SlotProps } from 'shared-contracts/slots';
import { CartView } from '../features/cart/components/cart-view';
import { CheckoutView } from '../features/checkout/components/checkout-view';
import { OrderView } from '../features/order/components/order-view';
import { shopRoute } from '../lib/shop-route';
import { useShopLocation } from '../features/shop-layout/hooks/use-shop-location';
import { ShopLayout } from '../features/shop-layout/components/shop-layout';
import { resources } from '../i18n/resources';

type Props = SlotProps<'mf_shop', 'ShopApp'>;

/**
 * A single-spa application on the shop paths (registered by the shell): cart, checkout and order page. Path and
 * language follow the address bar, not props updates, so it renders its own SlotRoot with the locale it read there.
 */
function ShopApp({ pathname: mountedAt, ...props }: Props) {
  const { pathname, locale } = useShopLocation(mountedAt);
  const route = shopRoute(pathname);
  return (
    <SlotRoot base={{ ...props, locale }} resources={resources}>
      <ShopLayout pathname={pathname}>
        {route.kind === 'checkout' ? <CheckoutView /> : route.kind === 'order' ? <OrderView key={route.code} code={route.code} secret={route.secret} /> : <CartView />}
      </ShopLayout>
    </SlotRoot>
  );
}

export const { bootstrap, mount, unmount, update } = slotLifecycles(ShopApp);
