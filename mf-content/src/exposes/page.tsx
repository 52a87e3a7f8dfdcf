import type { SlotProps } from 'shared-contracts/slots';
import { mountContentSlot } from '../i18n/mount-content-slot';
import { CmsPage } from '../features/cms-page/components/cms-page';
import { preloadModuleViews } from '../features/page-modules/components/module-views';
import { moduleQueries } from '../features/page-modules/module-queries';

type Props = SlotProps<'mf_content', 'Page'>;

function PageSlot(props: Props) {
  return <CmsPage page={props.page} path={props.path} />;
}

export const { bootstrap, mount, unmount, update, renderSlotToString, renderSlotToStream } = mountContentSlot(PageSlot, {
  // The module kinds the page shows that load on demand arrive before it renders (and before it hydrates).
  prepare: (props) => preloadModuleViews(props.page?.modules),
  // What its modules list (events, articles, a venue) is read before the one render.
  queries: (props) => moduleQueries(props.page?.modules, props.locale),
});
