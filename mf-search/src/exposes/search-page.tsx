import React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { SlotProps } from 'shared-contracts/slots';
import { SlotError } from '../app/slot-error';
import { SlotRoot } from '../app/slot-root';
import { SearchPage } from '../features/search-page/components/search-page';

type Props = SlotProps<'mf_search', 'SearchPage'>;

function SearchPageSlot(props: Props) {
  return (
    <SlotRoot base={props}>
      <SearchPage category={props.category} page={props.page} />
    </SlotRoot>
  );
}

export const { bootstrap, mount, unmount, update } = singleSpaReact<Props>({
  React,
  ReactDOMClient,
  rootComponent: SearchPageSlot,
  errorBoundary: (_error, _info, props) => <SlotError locale={props.locale} />,
});
