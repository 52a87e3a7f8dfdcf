import { RemoteSlot } from '../../federation/remote-slot';
import { useSlotBase } from '../shell-context';

/** The box office's check-in screen (dashboard layout): the scanner lives in mf-shop, the shell only mounts it. */
export function CheckInScreen() {
  const base = useSlotBase();
  return <RemoteSlot remote="mf_shop" slot="CheckIn" props={base} />;
}

/** The box office's sales overview per event (dashboard layout), from mf-shop. */
export function SalesScreen() {
  const base = useSlotBase();
  return <RemoteSlot remote="mf_shop" slot="SalesOverview" props={base} />;
}
