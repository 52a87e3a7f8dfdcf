import type { SlotProps } from 'shared-contracts/slots';
import { getTeamQueryOptions } from '../features/team/api/get-persons';
import { mountContentSlot } from '../i18n/mount-content-slot';
import { TeamList } from '../features/team/components/team-list';

type Props = SlotProps<'mf_content', 'TeamList'>;

function TeamListSlot(props: Props) {
  return <TeamList withHeader={props.withHeader} />;
}

export const { bootstrap, mount, unmount, update, renderSlotToString, renderSlotToStream } = mountContentSlot(TeamListSlot, {
  queries: (props) => [getTeamQueryOptions(props.locale)],
});
