import { mountSlot } from 'site-config/remote-kit/mount-slot';
import type { SlotProps } from 'shared-contracts/slots';
import { EventList } from '../features/event-list/components/event-list';
import { eventListQueries } from '../features/event-list/api/list-queries';
import { resources } from '../i18n/resources';

type Props = SlotProps<'mf_events', 'EventList'>;

function Root(_props: Props) {
  return <EventList />;
}

export const { bootstrap, mount, unmount, update, renderSlotToString, renderSlotToStream } = mountSlot(Root, resources, {
  queries: (props) => eventListQueries(props.locale, props.query),
});
