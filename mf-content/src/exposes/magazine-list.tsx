import { mountSlot } from 'site-config/remote-kit/mount-slot';
import type { SlotProps } from 'shared-contracts/slots';
import { resources } from '../i18n/resources';
import { MagazineList } from '../features/magazine/components/magazine-list';

type Props = SlotProps<'mf_content', 'MagazineList'>;

function MagazineListSlot(props: Props) {
  return <MagazineList category={props.category} tag={props.tag} tagsIndex={props.tagsIndex} withHeader={props.withHeader} />;
}

export const { bootstrap, mount, unmount, update, renderSlotToString, renderSlotToStream } = mountSlot(MagazineListSlot, resources);
