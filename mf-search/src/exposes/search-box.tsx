import React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { SlotProps } from 'shared-contracts/slots';
import { SlotError } from '../app/slot-error';
import { SlotRoot } from '../app/slot-root';
import { SearchBox } from '../features/search-box/components/search-box';

type Props = SlotProps<'mf_search', 'SearchBox'>;

function SearchBoxSlot(props: Props) {
  return (
    <SlotRoot base={props}>
      <SearchBox routeCategory={props.routeCategory} onSubmitted={props.onSubmitted} initiallyExpanded={props.expanded} />
    </SlotRoot>
  );
}

export const { bootstrap, mount, unmount, update } = singleSpaReact<Props>({
  React,
  ReactDOMClient,
  rootComponent: SearchBoxSlot,
  errorBoundary: (_error, _info, props) => <SlotError locale={props.locale} />,
});
