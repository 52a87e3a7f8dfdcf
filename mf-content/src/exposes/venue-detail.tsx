import React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { SlotProps } from 'shared-contracts/slots';
import { SlotError } from '../app/slot-error';
import { SlotRoot } from '../app/slot-root';
import { VenueDetail } from '../features/venues/components/venue-detail';

type Props = SlotProps<'mf_content', 'VenueDetail'>;

function VenueDetailSlot(props: Props) {
  return (
    <SlotRoot base={props}>
      <VenueDetail id={props.id} />
    </SlotRoot>
  );
}

export const { bootstrap, mount, unmount, update } = singleSpaReact<Props>({
  React,
  ReactDOMClient,
  rootComponent: VenueDetailSlot,
  errorBoundary: (_error, _info, props) => <SlotError locale={props.locale} />,
});
