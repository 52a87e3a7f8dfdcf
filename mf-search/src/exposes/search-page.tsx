import { mountSlot } from 'site-config/remote-kit/mount-slot';
import type { SlotProps } from 'shared-contracts/slots';
import { searchPageQueries } from '../features/search-page/api/search-page-queries';
import { resources } from '../i18n/resources';
import { SearchPage } from '../features/search-page/components/search-page';

type Props = SlotProps<'mf_search', 'SearchPage'>;

function SearchPageSlot(props: Props) {
  return <SearchPage category={props.category} page={props.page} />;
}

export const { bootstrap, mount, unmount, update, renderSlotToString, renderSlotToStream } = mountSlot(SearchPageSlot, resources, {
  queries: (props) => searchPageQueries(props.locale, props.query, props.category, props.page),
});
