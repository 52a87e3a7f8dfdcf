import { RemoteSlot } from '../../federation/remote-slot';
import { useSlotBase } from '../shell-context';

/** Staff's orders (dashboard layout): the list lives in mf-shop, the shell only mounts it. */
export function OrdersScreen() {
  const base = useSlotBase();
  return <RemoteSlot remote="mf_shop" slot="OrderAdmin" props={base} />;
}
