import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { SlotProps } from 'shared-contracts/slots';
import { EventDetail } from '../features/event-detail/components/event-detail';
import { resources } from '../i18n/resources';
import { SlotError } from '../app/slot-error';
import { SlotRoot } from '../app/slot-root';

type Props = SlotProps<'mf_events', 'EventDetail'>;

function Root({ id, slug: _slug, ...base }: Props) {
  return (
    <SlotRoot {...base} resources={resources}>
      <EventDetail id={id} />
    </SlotRoot>
  );
}

export const { bootstrap, mount, unmount, update } = singleSpaReact<Props>({
  React,
  ReactDOMClient,
  rootComponent: Root,
  errorBoundary: (error, _info, props) => <SlotError locale={props.locale} error={error} />,
});
