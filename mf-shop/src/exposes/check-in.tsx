import { mountSlot } from 'site-config/remote-kit/mount-slot';
import type { SlotProps } from 'shared-contracts/slots';
import { CheckIn } from '../features/check-in/components/check-in';
import { resources } from '../i18n/resources';

type Props = SlotProps<'mf_shop', 'CheckIn'>;

/** The box office's check-in screen, mounted by the shell's dashboard screen as a parcel. */
function CheckInSlot() {
  return <CheckIn />;
}

export const { bootstrap, mount, unmount, update, renderSlotToString, renderSlotToStream } = mountSlot<Props>(CheckInSlot, resources);
