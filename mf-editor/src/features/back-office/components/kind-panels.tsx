import type { ComponentType } from 'react';
import { EventCopies } from './event-copies';
import { EventTicketingPanel } from './event-ticketing-panel';
import { FormEntriesPanel } from './form-entries-panel';
import { FormFieldsPanel } from './form-fields-panel';
import { MenuOrderPanel } from './menu-order-panel';

interface PanelProps {
  id: number;
  canWrite: boolean;
}

/** A form's screen also shows its fields and what visitors sent. */
function FormPanels({ id, canWrite }: PanelProps) {
  return (
    <>
      <FormFieldsPanel formId={id} canWrite={canWrite} />
      <FormEntriesPanel formId={id} />
    </>
  );
}

/** An event's screen shows its seat groups, prices and time slots, and offers copies of it (writers only). */
function EventPanels({ id, canWrite }: PanelProps) {
  return (
    <>
      <EventTicketingPanel eventId={id} canWrite={canWrite} />
      {canWrite && <EventCopies id={id} />}
    </>
  );
}

/** What a kind's entry screen shows below the generic form: what belongs to the entry but is not one of its fields. */
export const KIND_PANELS: Partial<Record<string, ComponentType<PanelProps>>> = { forms: FormPanels, events: EventPanels };

/** What a kind's list screen shows below the list: the menus' order, moved by drag and drop or by buttons. */
export const KIND_LIST_PANELS: Partial<Record<string, ComponentType<{ canWrite: boolean }>>> = { 'menu-items': MenuOrderPanel };
