import React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { SlotProps } from 'shared-contracts/slots';
import { SlotError } from '../app/slot-error';
import { SlotRoot } from '../app/slot-root';
import { MagazineList } from '../features/magazine/components/magazine-list';

type Props = SlotProps<'mf_content', 'MagazineList'>;

function MagazineListSlot(props: Props) {
  return (
    <SlotRoot base={props}>
      <MagazineList category={props.category} tag={props.tag} tagsIndex={props.tagsIndex} withHeader={props.withHeader} />
    </SlotRoot>
  );
}

export const { bootstrap, mount, unmount, update } = singleSpaReact<Props>({
  React,
  ReactDOMClient,
  rootComponent: MagazineListSlot,
  errorBoundary: (_error, _info, props) => <SlotError locale={props.locale} />,
});
