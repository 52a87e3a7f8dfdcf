import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { SlotProps } from 'shared-contracts/slots';
import { BookingWidget } from '../features/booking-widget/components/booking-widget';
import { resources } from '../i18n/resources';
import { SlotError } from '../app/slot-error';
import { SlotRoot } from '../app/slot-root';

type Props = SlotProps<'mf_booking', 'BookingWidget'>;

function Root({ eventId, widgetId, ...base }: Props) {
  return (
    <SlotRoot {...base} resources={resources}>
      <BookingWidget eventId={eventId} widgetId={widgetId ?? `booking-${eventId}`} />
    </SlotRoot>
  );
}

export const { bootstrap, mount, unmount, update } = singleSpaReact<Props>({
  React,
  ReactDOMClient,
  rootComponent: Root,
  errorBoundary: (error, _info, props) => <SlotError locale={props.locale} error={error} />,
});
