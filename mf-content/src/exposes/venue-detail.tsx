import type { SlotProps } from 'shared-contracts/slots';
import { getVenueQueryOptions } from '../api/get-venue';
import { mountContentSlot } from '../i18n/mount-content-slot';
import { VenueDetail } from '../features/venues/components/venue-detail';

type Props = SlotProps<'mf_content', 'VenueDetail'>;

function VenueDetailSlot(props: Props) {
  return <VenueDetail id={props.id} />;
}

export const { bootstrap, mount, unmount, update, renderSlotToString, renderSlotToStream } = mountContentSlot(VenueDetailSlot, {
  queries: (props) => [getVenueQueryOptions(props.locale, props.id)],
});
