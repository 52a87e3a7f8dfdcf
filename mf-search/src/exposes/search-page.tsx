import { mountSlot } from 'site-config/remote-kit/mount-slot';
import type { SlotProps } from 'shared-contracts/slots';
import { resources } from '../i18n/resources';
import { SearchPage } from '../features/search-page/components/search-page';

type Props = SlotProps<'mf_search', 'SearchPage'>;

function SearchPageSlot(props: Props) {
  return <SearchPage category={props.category} page={props.page} />;
}

export const { bootstrap, mount, unmount, update, renderSlotToString, renderSlotToStream } = mountSlot(SearchPageSlot, resources);
