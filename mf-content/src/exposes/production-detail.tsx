import { mountSlot } from 'site-config/remote-kit/mount-slot';
import type { SlotProps } from 'shared-contracts/slots';
import { getProductionQueryOptions } from '../features/productions/api/get-production';
import { resources } from '../i18n/resources';
import { ProductionDetail } from '../features/productions/components/production-detail';

type Props = SlotProps<'mf_content', 'ProductionDetail'>;

function ProductionDetailSlot(props: Props) {
  return <ProductionDetail id={props.id} />;
}

export const { bootstrap, mount, unmount, update, renderSlotToString, renderSlotToStream } = mountSlot(ProductionDetailSlot, resources, {
  queries: (props) => [getProductionQueryOptions(props.locale, props.id)],
});
