import { mountSlot } from 'site-config/remote-kit/mount-slot';
import type { SlotProps } from 'shared-contracts/slots';
import { getTeamQueryOptions } from '../features/team/api/get-persons';
import { resources } from '../i18n/resources';
import { TeamList } from '../features/team/components/team-list';

type Props = SlotProps<'mf_content', 'TeamList'>;

function TeamListSlot(props: Props) {
  return <TeamList withHeader={props.withHeader} />;
}

export const { bootstrap, mount, unmount, update, renderSlotToString, renderSlotToStream } = mountSlot(TeamListSlot, resources, {
  queries: (props) => [getTeamQueryOptions(props.locale)],
});
