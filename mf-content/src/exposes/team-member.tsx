import type { SlotProps } from 'shared-contracts/slots';
import { getPersonQueryOptions } from '../features/team/api/get-person';
import { mountContentSlot } from '../i18n/mount-content-slot';
import { TeamMember } from '../features/team/components/team-member';

type Props = SlotProps<'mf_content', 'TeamMember'>;

function TeamMemberSlot(props: Props) {
  return <TeamMember id={props.id} />;
}

export const { bootstrap, mount, unmount, update, renderSlotToString, renderSlotToStream } = mountContentSlot(TeamMemberSlot, {
  queries: (props) => [getPersonQueryOptions(props.locale, props.id)],
});
