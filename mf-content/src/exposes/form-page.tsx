import React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { SlotProps } from 'shared-contracts/slots';
import { SlotError } from '../app/slot-error';
import { SlotRoot } from '../app/slot-root';
import { FormPage } from '../features/forms/components/form-page';

type Props = SlotProps<'mf_content', 'FormPage'>;

function FormPageSlot(props: Props) {
  return (
    <SlotRoot base={props}>
      <FormPage id={props.id} />
    </SlotRoot>
  );
}

export const { bootstrap, mount, unmount, update } = singleSpaReact<Props>({
  React,
  ReactDOMClient,
  rootComponent: FormPageSlot,
  errorBoundary: (_error, _info, props) => <SlotError locale={props.locale} />,
});
