import { slotLifecycles } from 'site-config/remote-kit/mount-slot';
import { SlotRoot } from 'site-config/remote-kit/slot-root';
import { localeOfPath } from 'shared-contracts/locales';
import { roleAllows } from 'shared-contracts/roles';
import type { SlotProps } from 'shared-contracts/slots';
import { PageEditor } from '../features/page-editing/components/page-editor';
import { Toolbar } from '../features/toolbar/components/toolbar';
import { resources } from '../i18n/resources';
import { useLocation } from '../lib/use-location';

type Props = SlotProps<'mf_editor', 'Toolbar'>;

/** Mounted as a single-spa application: locale, path and query follow the address bar, not props updates. */
function EditorApp(props: Props) {
  const { pathname, query } = useLocation();
  const base = { ...props, locale: localeOfPath(pathname), query, pathname };
  // `?edit` opens the page editor for those who may edit (a visitor not logged in is asked to); the box office sees
  // the page as visitors do, without edit buttons it could only be refused at.
  const editor = 'edit' in query && (!props.user || roleAllows(props.user.role, ['editor']));
  return (
    <SlotRoot base={base} resources={resources}>
      <Toolbar user={props.user} pathname={pathname} />
      {editor && <PageEditor pathname={pathname} loginUrl={props.auth.login_url ?? `/${base.locale}/login/?next=${encodeURIComponent(pathname)}`} />}
    </SlotRoot>
  );
}

export const { bootstrap, mount, unmount, update } = slotLifecycles(EditorApp);
