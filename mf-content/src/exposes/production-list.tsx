import React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { SlotProps } from 'shared-contracts/slots';
import { SlotError } from '../app/slot-error';
import { SlotRoot } from '../app/slot-root';
import { ProductionList } from '../features/productions/components/production-list';

type Props = SlotProps<'mf_content', 'ProductionList'>;

function ProductionListSlot(props: Props) {
  return (
    <SlotRoot base={props}>
      <ProductionList withHeader={props.withHeader} />
    </SlotRoot>
  );
}

export const { bootstrap, mount, unmount, update } = singleSpaReact<Props>({
  React,
  ReactDOMClient,
  rootComponent: ProductionListSlot,
  errorBoundary: (_error, _info, props) => <SlotError locale={props.locale} />,
});
