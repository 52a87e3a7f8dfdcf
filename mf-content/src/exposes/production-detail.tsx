import type { SlotProps } from 'shared-contracts/slots';
import { getProductionQueryOptions } from '../features/productions/api/get-production';
import { mountContentSlot } from '../i18n/mount-content-slot';
import { ProductionDetail } from '../features/productions/components/production-detail';

type Props = SlotProps<'mf_content', 'ProductionDetail'>;

function ProductionDetailSlot(props: Props) {
  return <ProductionDetail id={props.id} />;
}

export const { bootstrap, mount, unmount, update, renderSlotToString, renderSlotToStream } = mountContentSlot(ProductionDetailSlot, {
  queries: (props) => [getProductionQueryOptions(props.locale, props.id)],
});
