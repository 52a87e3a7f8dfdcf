import { mountSlot } from 'site-config/remote-kit/mount-slot';
import type { SlotProps } from 'shared-contracts/slots';
import { CartView } from '../features/cart/components/cart-view';
import { ShopLayout } from '../features/shop-layout/components/shop-layout';
import { resources } from '../i18n/resources';

type Props = SlotProps<'mf_shop', 'ShopApp'>;

/** A single-spa application on the shop paths (registered by the shell); the cart is the shop page this site renders itself. */
function Root({ pathname }: Props) {
  return (
    <ShopLayout pathname={pathname}>
      <CartView />
    </ShopLayout>
  );
}

export const { bootstrap, mount, unmount, update, renderSlotToString, renderSlotToStream } = mountSlot(Root, resources);
