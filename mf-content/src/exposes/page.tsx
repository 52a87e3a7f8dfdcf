import React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { SlotProps } from 'shared-contracts/slots';
import { SlotError } from '../app/slot-error';
import { SlotRoot } from '../app/slot-root';
import { CmsPage } from '../features/cms-page/components/cms-page';

type Props = SlotProps<'mf_content', 'Page'>;

function PageSlot(props: Props) {
  return (
    <SlotRoot base={props}>
      <CmsPage page={props.page} path={props.path} />
    </SlotRoot>
  );
}

export const { bootstrap, mount, unmount, update } = singleSpaReact<Props>({
  React,
  ReactDOMClient,
  rootComponent: PageSlot,
  errorBoundary: (_error, _info, props) => <SlotError locale={props.locale} />,
});
