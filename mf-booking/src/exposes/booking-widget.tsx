import { mountSlot } from 'site-config/remote-kit/mount-slot';
import type { SlotProps } from 'shared-contracts/slots';
import { BookingWidget } from '../features/booking-widget/components/booking-widget';
import { resources } from '../i18n/resources';

type Props = SlotProps<'mf_booking', 'BookingWidget'>;

function Root({ eventId, widgetId, startClosed, headingLevel }: Props) {
  return <BookingWidget eventId={eventId} widgetId={widgetId ?? `booking-${eventId}`} startClosed={startClosed} headingLevel={headingLevel} />;
}

export const { bootstrap, mount, unmount, update, renderSlotToString, renderSlotToStream } = mountSlot(Root, resources);
