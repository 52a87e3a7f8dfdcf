import React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { SlotProps } from 'shared-contracts/slots';
import { SlotError } from '../app/slot-error';
import { SlotRoot } from '../app/slot-root';
import { SeriesDetail } from '../features/series/components/series-detail';

type Props = SlotProps<'mf_content', 'SeriesDetail'>;

function SeriesDetailSlot(props: Props) {
  return (
    <SlotRoot base={props}>
      <SeriesDetail id={props.id} />
    </SlotRoot>
  );
}

export const { bootstrap, mount, unmount, update } = singleSpaReact<Props>({
  React,
  ReactDOMClient,
  rootComponent: SeriesDetailSlot,
  errorBoundary: (_error, _info, props) => <SlotError locale={props.locale} />,
});
