import { mountSlot } from 'site-config/remote-kit/mount-slot';
import type { SlotProps } from 'shared-contracts/slots';
import { EventDetail } from '../features/event-detail/components/event-detail';
import { eventDetailQueries } from '../features/event-detail/api/detail-queries';
import { resources } from '../i18n/resources';

type Props = SlotProps<'mf_events', 'EventDetail'>;

function Root({ id }: Props) {
  return <EventDetail id={id} />;
}

export const { bootstrap, mount, unmount, update, renderSlotToString, renderSlotToStream } = mountSlot(Root, resources, {
  queries: (props) => eventDetailQueries(props.locale, props.id),
});
