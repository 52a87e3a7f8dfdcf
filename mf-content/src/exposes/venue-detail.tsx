import { mountSlot } from 'site-config/remote-kit/mount-slot';
import type { SlotProps } from 'shared-contracts/slots';
import { getVenueQueryOptions } from '../api/get-venue';
import { resources } from '../i18n/resources';
import { VenueDetail } from '../features/venues/components/venue-detail';

type Props = SlotProps<'mf_content', 'VenueDetail'>;

function VenueDetailSlot(props: Props) {
  return <VenueDetail id={props.id} />;
}

export const { bootstrap, mount, unmount, update, renderSlotToString, renderSlotToStream } = mountSlot(VenueDetailSlot, resources, {
  queries: (props) => [getVenueQueryOptions(props.locale, props.id)],
});
