import React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { SlotProps } from 'shared-contracts/slots';
import { SlotError } from '../app/slot-error';
import { SlotRoot } from '../app/slot-root';
import { ProductionDetail } from '../features/productions/components/production-detail';

type Props = SlotProps<'mf_content', 'ProductionDetail'>;

function ProductionDetailSlot(props: Props) {
  return (
    <SlotRoot base={props}>
      <ProductionDetail id={props.id} />
    </SlotRoot>
  );
}

export const { bootstrap, mount, unmount, update } = singleSpaReact<Props>({
  React,
  ReactDOMClient,
  rootComponent: ProductionDetailSlot,
  errorBoundary: (_error, _info, props) => <SlotError locale={props.locale} />,
});
