import { mountSlot } from 'site-config/remote-kit/mount-slot';
import type { SlotProps } from 'shared-contracts/slots';
import { SalesOverview } from '../features/sales-overview/components/sales-overview';
import { resources } from '../i18n/resources';

type Props = SlotProps<'mf_shop', 'SalesOverview'>;

/** The box office's sales overview, mounted by the shell's dashboard screen as a parcel. */
function SalesOverviewSlot() {
  return <SalesOverview />;
}

export const { bootstrap, mount, unmount, update, renderSlotToString, renderSlotToStream } = mountSlot<Props>(SalesOverviewSlot, resources);
