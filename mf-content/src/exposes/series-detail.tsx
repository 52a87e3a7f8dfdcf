import type { SlotProps } from 'shared-contracts/slots';
import { getSeriesQueryOptions } from '../features/series/api/get-series';
import { mountContentSlot } from '../i18n/mount-content-slot';
import { SeriesDetail } from '../features/series/components/series-detail';

type Props = SlotProps<'mf_content', 'SeriesDetail'>;

function SeriesDetailSlot(props: Props) {
  return <SeriesDetail id={props.id} />;
}

export const { bootstrap, mount, unmount, update, renderSlotToString, renderSlotToStream } = mountContentSlot(SeriesDetailSlot, {
  queries: (props) => [getSeriesQueryOptions(props.locale, props.id)],
});
