import { mountSlot } from 'site-config/remote-kit/mount-slot';
import type { SlotProps } from 'shared-contracts/slots';
import { getSeriesQueryOptions } from '../features/series/api/get-series';
import { resources } from '../i18n/resources';
import { SeriesDetail } from '../features/series/components/series-detail';

type Props = SlotProps<'mf_content', 'SeriesDetail'>;

function SeriesDetailSlot(props: Props) {
  return <SeriesDetail id={props.id} />;
}

export const { bootstrap, mount, unmount, update, renderSlotToString, renderSlotToStream } = mountSlot(SeriesDetailSlot, resources, {
  queries: (props) => [getSeriesQueryOptions(props.locale, props.id)],
});
