import { mountSlot } from 'site-config/remote-kit/mount-slot';
import type { SlotProps } from 'shared-contracts/slots';
import { OrderAdmin } from '../features/order-admin/components/order-admin';
import { resources } from '../i18n/resources';

type Props = SlotProps<'mf_shop', 'OrderAdmin'>;

/** The staff's order list, mounted by the shell's dashboard screen as a parcel. */
function OrderAdminSlot() {
  return <OrderAdmin />;
}

export const { bootstrap, mount, unmount, update, renderSlotToString, renderSlotToStream } = mountSlot<Props>(OrderAdminSlot, resources);
