import React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { SlotProps } from 'shared-contracts/slots';
import { SlotError } from '../app/slot-error';
import { SlotRoot } from '../app/slot-root';
import { TeamMember } from '../features/team/components/team-member';

type Props = SlotProps<'mf_content', 'TeamMember'>;

function TeamMemberSlot(props: Props) {
  return (
    <SlotRoot base={props}>
      <TeamMember id={props.id} />
    </SlotRoot>
  );
}

export const { bootstrap, mount, unmount, update } = singleSpaReact<Props>({
  React,
  ReactDOMClient,
  rootComponent: TeamMemberSlot,
  errorBoundary: (_error, _info, props) => <SlotError locale={props.locale} />,
});
