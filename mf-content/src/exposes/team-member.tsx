import { mountSlot } from 'site-config/remote-kit/mount-slot';
import type { SlotProps } from 'shared-contracts/slots';
import { getPersonQueryOptions } from '../features/team/api/get-person';
import { resources } from '../i18n/resources';
import { TeamMember } from '../features/team/components/team-member';

type Props = SlotProps<'mf_content', 'TeamMember'>;

function TeamMemberSlot(props: Props) {
  return <TeamMember id={props.id} />;
}

export const { bootstrap, mount, unmount, update, renderSlotToString, renderSlotToStream } = mountSlot(TeamMemberSlot, resources, {
  queries: (props) => [getPersonQueryOptions(props.locale, props.id)],
});
