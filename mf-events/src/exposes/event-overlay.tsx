import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { SlotProps } from 'shared-contracts/slots';
import { EventList } from '../features/event-list/components/event-list';
import { EventOverlay } from '../features/event-overlay/components/event-overlay';
import { resources } from '../i18n/resources';
import { SlotError } from '../app/slot-error';
import { SlotRoot } from '../app/slot-root';

type Props = SlotProps<'mf_events', 'EventOverlay'>;

function Root({ open, onClose, ...base }: Props) {
  return (
    <SlotRoot {...base} resources={resources}>
      <EventOverlay open={open} onClose={onClose}>
        <EventList inOverlay />
      </EventOverlay>
    </SlotRoot>
  );
}

export const { bootstrap, mount, unmount, update } = singleSpaReact<Props>({
  React,
  ReactDOMClient,
  rootComponent: Root,
  errorBoundary: (error, _info, props) => <SlotError locale={props.locale} error={error} />,
});
