import type { SlotProps } from 'shared-contracts/slots';
import { getProductionFilterOptionsQueryOptions } from '../features/productions/api/get-production-filter-options';
import { getProductionsQueryOptions, productionFilterOf } from '../features/productions/api/get-productions';
import { mountContentSlot } from '../i18n/mount-content-slot';
import { ProductionList } from '../features/productions/components/production-list';

type Props = SlotProps<'mf_content', 'ProductionList'>;

function ProductionListSlot(props: Props) {
  return <ProductionList withHeader={props.withHeader} />;
}

export const { bootstrap, mount, unmount, update, renderSlotToString, renderSlotToStream } = mountContentSlot(ProductionListSlot, {
  queries: (props) => [getProductionFilterOptionsQueryOptions(props.locale), getProductionsQueryOptions(props.locale, productionFilterOf(props.query))],
});
