import { mountSlot } from 'site-config/remote-kit/mount-slot';
import type { SlotProps } from 'shared-contracts/slots';
import { resources } from '../i18n/resources';
import { CmsPage } from '../features/cms-page/components/cms-page';
import { preloadModuleViews } from '../features/page-modules/components/module-views';
import { moduleQueries } from '../features/page-modules/module-queries';

type Props = SlotProps<'mf_content', 'Page'>;

function PageSlot(props: Props) {
  return <CmsPage page={props.page} path={props.path} />;
}

export const { bootstrap, mount, unmount, update, renderSlotToString, renderSlotToStream } = mountSlot(PageSlot, resources, {
  // The module kinds the page shows that load on demand arrive before it renders (and before it hydrates).
  prepare: (props) => preloadModuleViews(props.page?.modules),
  // What its modules list (events, articles, a venue) is read before the one render.
  queries: (props) => moduleQueries(props.page?.modules, props.locale),
});
