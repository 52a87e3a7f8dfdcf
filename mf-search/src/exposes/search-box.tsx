import { mountSlot } from 'site-config/remote-kit/mount-slot';
import type { SlotProps } from 'shared-contracts/slots';
import { resources } from '../i18n/resources';
import { SearchBox } from '../features/search-box/components/search-box';

type Props = SlotProps<'mf_search', 'SearchBox'>;

function SearchBoxSlot(props: Props) {
  return <SearchBox routeCategory={props.routeCategory} onSubmitted={props.onSubmitted} initiallyExpanded={props.expanded} />;
}

export const { bootstrap, mount, unmount, update, renderSlotToString, renderSlotToStream } = mountSlot(SearchBoxSlot, resources);
