import { mountSlot } from 'site-config/remote-kit/mount-slot';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { MEDIA_LIBRARY_SEGMENT } from 'shared-contracts/media-library';
import { PAGE_TREE_SEGMENT } from 'shared-contracts/page-tree';
import { REMOTE_REGISTRY_SEGMENT } from 'shared-contracts/remote-registry';
import type { SlotProps } from 'shared-contracts/slots';
import { BackOffice } from '../features/back-office/components/back-office';
import { MediaLibrary } from '../features/media-library/components/media-library';
import { PageTree } from '../features/page-tree/components/page-tree';
import { RemoteRegistryScreen } from '../features/remote-registry/components/remote-registry-screen';
import { resources } from '../i18n/resources';

type Props = SlotProps<'mf_editor', 'BackOffice'>;

const isRemoteRegistrySegment = (kind: string | null) => kind !== null && Object.values(REMOTE_REGISTRY_SEGMENT).includes(kind);

/** The back office (hub, lists, forms, the page tree, the media library, the remote registry), mounted by the shell's dashboard screens as a parcel: its own chunk, so the toolbar never loads it. */
function BackOfficeSlot({ user, kind, id }: Props) {
  const { locale } = useSlot();
  // The page tree has its own screen (a tree, not a list and form), at /de/cms-hub/seiten and /en/cms-hub/pages.
  if (kind === PAGE_TREE_SEGMENT[locale] && id === null) return <PageTree />;
  // So has the media library (thumbnails, a focal point, where each item is used), at /de/cms-hub/medien.
  if (kind === MEDIA_LIBRARY_SEGMENT[locale] && id === null) return <MediaLibrary />;
  // So has the remote registry, for admins (/de/cms-hub/website-teile, /en/cms-hub/remotes). Either language's segment
  // opens it, since the language switch keeps the segment; a one-time password is replaced in the back office first.
  if (isRemoteRegistrySegment(kind) && id === null && !user.must_change_password) return <RemoteRegistryScreen user={user} />;
  return <BackOffice user={user} kind={kind} id={id} />;
}

export const { bootstrap, mount, unmount, update } = mountSlot<Props>(BackOfficeSlot, resources);
