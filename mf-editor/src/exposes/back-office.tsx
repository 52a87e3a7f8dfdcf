import { mountSlot } from 'site-config/remote-kit/mount-slot';
import type { SlotProps } from 'shared-contracts/slots';
import { BackOffice } from '../features/back-office/components/back-office';
import { resources } from '../i18n/resources';

type Props = SlotProps<'mf_editor', 'BackOffice'>;

/** The back office (hub, lists, forms), mounted by the shell's dashboard screens as a parcel: its own chunk, so the toolbar never loads it. */
function BackOfficeSlot({ user, kind, id }: Props) {
  return <BackOffice user={user} kind={kind} id={id} />;
}

export const { bootstrap, mount, unmount, update } = mountSlot<Props>(BackOfficeSlot, resources);
