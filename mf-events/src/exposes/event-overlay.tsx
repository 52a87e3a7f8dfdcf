import { mountSlot } from 'site-config/remote-kit/mount-slot';
import type { SlotProps } from 'shared-contracts/slots';
import { EventList } from '../features/event-list/components/event-list';
import { EventOverlay } from '../features/event-overlay/components/event-overlay';
import { resources } from '../i18n/resources';

type Props = SlotProps<'mf_events', 'EventOverlay'>;

function Root({ open, onClose }: Props) {
  return (
    <EventOverlay open={open} onClose={onClose}>
      <EventList inOverlay />
    </EventOverlay>
  );
}

export const { bootstrap, mount, unmount, update, renderSlotToString, renderSlotToStream } = mountSlot(Root, resources);
