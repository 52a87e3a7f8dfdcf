import { z } from 'shared-contracts/zod';
import type { ResourceDescriptor } from 'shared-contracts/back-office/descriptor';
import { bi, entryId, optionalText, requiredText, sortNumber, text } from 'shared-contracts/back-office/fields';

/** Editors plan seats and prices with the programme; the box office adjusts them while selling (decision 102). */
const PLANNERS = ['editor', 'boxoffice'] as const;

const capacity = () => z.number({ error: 'required' }).int('must be a whole number').min(0, 'must be 0 or more').max(1_000_000);
const moment = (required: boolean) => {
  const at = z.iso.datetime({ offset: true, error: 'must be a date and time' });
  return required ? at : at.nullable().default(null);
};
const eventIdField = {
  label: bi('Veranstaltung', 'Event'),
  widget: { type: 'reference', kind: 'events' },
  help: bi('Nach Titel suchen; jede Veranstaltung steht mit Datum und Spielstätte da', 'Search by title; each event is listed with its date and venue'),
  list: true,
  filter: true,
} as const;
const seatGroupField = {
  label: bi('Platzgruppe', 'Seat group'),
  widget: { type: 'reference', kind: 'seat-groups' },
  help: bi('Jede Platzgruppe steht mit ihrer Veranstaltung und deren Datum da', 'Each seat group is listed with its event and date'),
  list: true,
  filter: true,
} as const;
/**
 * The number a cart line names a price or a time slot by: unique inside its seat group, so the server draws the next
 * free one and staff never type it.
 */
const cartNumber = () => z.number().int().positive('must be a positive number').nullable().default(null);
const cartNumberHelp = bi('Vergibt das System beim Anlegen', 'Given by the system when created');

export const seatGroupSchema = z.object({
  event_id: entryId(),
  code: z.string().trim().min(1, 'required').max(40).regex(/^[A-Za-z0-9_-]+$/, 'only letters, digits, - and _'),
  text_de: requiredText(200),
  text_en: requiredText(200),
  capacity: capacity(),
  sort: sortNumber(),
});

/** A seat group of an event: its capacity, unless its timeslots carry their own. */
export const seatGroups: ResourceDescriptor<typeof seatGroupSchema> = {
  kind: 'seat-groups',
  label: bi('Platzgruppen', 'Seat groups'),
  singular: bi('Platzgruppe', 'Seat group'),
  group: 'content',
  schema: seatGroupSchema,
  fields: {
    event_id: eventIdField,
    code: text('Kürzel', 'Code', { list: true, search: true }),
    text_de: text('Bezeichnung (deutsch)', 'Name (German)', { list: true, search: true }),
    text_en: text('Bezeichnung (englisch)', 'Name (English)', { search: true }),
    capacity: {
      label: bi('Kapazität', 'Capacity'),
      widget: { type: 'number' },
      list: true,
      help: bi('Nicht unter die verkauften und reservierten Plätze', 'Not below the seats sold and held'),
    },
    sort: { label: bi('Reihenfolge', 'Order'), widget: { type: 'number' } },
  },
  titleField: 'text_de',
  defaultSort: 'event_id',
  roles: { read: PLANNERS, write: PLANNERS },
  deletable: true,
};

export const priceSchema = z.object({
  seat_group_id: entryId(),
  sale_type_id: cartNumber(),
  name_de: requiredText(200),
  name_en: requiredText(200),
  text_de: optionalText(500),
  text_en: optionalText(500),
  price: z.string().trim().regex(/^\d{1,6}(\.\d{1,2})?$/, 'must be an amount in euros such as 12.50'),
  has_discounts: z.boolean().default(false),
  /** VAT included in the price, in percent: culture's reduced rate unless the price says otherwise. */
  vat_rate: z.number({ error: 'must be a VAT rate in percent such as 7' }).min(0, 'must be a VAT rate in percent such as 7').max(99.99, 'must be a VAT rate in percent such as 7').default(7),
  sort: sortNumber(),
});

/** A price of a seat group: a sale type such as 'Vollpreis' or a discount, with its amount. */
export const prices: ResourceDescriptor<typeof priceSchema> = {
  kind: 'prices',
  label: bi('Preise', 'Prices'),
  singular: bi('Preis', 'Price'),
  group: 'content',
  schema: priceSchema,
  fields: {
    seat_group_id: seatGroupField,
    sale_type_id: { label: bi('Verkaufsart-Nummer', 'Sale type number'), widget: { type: 'number' }, readOnly: true, help: cartNumberHelp },
    name_de: text('Name (deutsch)', 'Name (German)', { list: true, search: true, help: bi('z. B. Vollpreis, Ermäßigt', 'e.g. Vollpreis, Ermäßigt') }),
    name_en: text('Name (englisch)', 'Name (English)', { search: true }),
    text_de: text('Hinweis (deutsch)', 'Note (German)'),
    text_en: text('Hinweis (englisch)', 'Note (English)'),
    price: text('Preis in Euro', 'Price in euros', { list: true, help: bi('z. B. 12.50', 'e.g. 12.50') }),
    has_discounts: {
      label: bi('Ermäßigung', 'Discount'),
      widget: { type: 'checkbox' },
      list: true,
      help: bi('Ermäßigte Preise stehen im Ticket-Widget unter „Ermäßigungen anzeigen“, die anderen (Vollpreis) vorne.', 'Discounted prices are listed under "Show discounts" in the ticket widget, the others (full price) first.'),
    },
    vat_rate: {
      label: bi('Umsatzsteuer in %', 'VAT in %'),
      widget: { type: 'number' },
      help: bi('Im Preis enthalten; 7 % für kulturelle Veranstaltungen, 19 % z. B. für Gastronomie. Steht so auf der Rechnung.', 'Included in the price; 7 % for cultural events, 19 % e.g. for catering. Printed on the invoice.'),
    },
    sort: { label: bi('Reihenfolge', 'Order'), widget: { type: 'number' } },
  },
  titleField: 'name_de',
  defaultSort: 'seat_group_id',
  roles: { read: PLANNERS, write: PLANNERS },
  deletable: true,
};

export const timeslotSchema = z.object({
  seat_group_id: entryId(),
  time_start: moment(true),
  block_id: cartNumber(),
  capacity: capacity(),
  sale_start: moment(false),
  sale_end: moment(false),
});

/** A timeslot of a seat group with its own capacity and sale window. */
export const timeslots: ResourceDescriptor<typeof timeslotSchema> = {
  kind: 'timeslots',
  label: bi('Zeitfenster', 'Time slots'),
  singular: bi('Zeitfenster', 'Time slot'),
  group: 'content',
  schema: timeslotSchema,
  fields: {
    seat_group_id: seatGroupField,
    time_start: { label: bi('Beginn', 'Start'), widget: { type: 'datetime' }, list: true },
    block_id: { label: bi('Block-Nummer', 'Block number'), widget: { type: 'number' }, readOnly: true, help: cartNumberHelp },
    capacity: {
      label: bi('Kapazität', 'Capacity'),
      widget: { type: 'number' },
      list: true,
      help: bi('Nicht unter die verkauften und reservierten Plätze', 'Not below the seats sold and held'),
    },
    sale_start: { label: bi('Verkaufsbeginn', 'Sale start'), widget: { type: 'datetime' }, list: true },
    sale_end: { label: bi('Verkaufsende', 'Sale end'), widget: { type: 'datetime' }, list: true },
  },
  titleField: 'time_start',
  defaultSort: 'time_start',
  roles: { read: PLANNERS, write: PLANNERS },
  deletable: true,
};
