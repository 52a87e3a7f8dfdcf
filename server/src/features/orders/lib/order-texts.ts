import type { Locale } from 'shared-contracts/locales';

/** Texts of the e-tickets and the confirmation e-mail, in the order's language. */
export const ORDER_TEXTS = {
  de: {
    ticket: 'Ticket',
    ticketOf: 'Ticket {n} von {total}',
    order: 'Bestellung',
    name: 'Name',
    date: 'Datum',
    admission: 'Einlass',
    venue: 'Ort',
    room: 'Raum',
    importantInfo: 'Wichtige Informationen',
    calendarFile: 'kalender-{code}.ics',
    mailCalendar: 'Alle Termine für Ihren Kalender hängen als .ics-Datei an.',
    category: 'Kategorie',
    price: 'Preis',
    payment: 'Zahlung',
    scanHint: 'Bitte zeigen Sie diesen QR-Code am Einlass vor – ausgedruckt oder auf dem Smartphone.',
    cancelled: 'STORNIERT – dieses Ticket ist ungültig.',
    mailSubject: 'Ihre Bestellung {code} – {product}',
    mailGreeting: 'Guten Tag {name},',
    mailThanks: 'vielen Dank für Ihre Bestellung. Ihre Tickets hängen als PDF an dieser E-Mail.',
    mailTotal: 'Gesamtsumme',
    mailOrderPage: 'Ihre Bestellung online',
    mailClosing: 'Wir freuen uns auf Ihren Besuch!',
    fileName: 'tickets-{code}.pdf',
    mailInvoice: 'Ihre Rechnung hängt als PDF an.',
  },
  en: {
    ticket: 'Ticket',
    ticketOf: 'Ticket {n} of {total}',
    order: 'Order',
    name: 'Name',
    date: 'Date',
    admission: 'Admission',
    venue: 'Venue',
    room: 'Room',
    importantInfo: 'Important information',
    calendarFile: 'calendar-{code}.ics',
    mailCalendar: 'All dates for your calendar are attached as an .ics file.',
    category: 'Category',
    price: 'Price',
    payment: 'Payment',
    scanHint: 'Please show this QR code at the entrance, printed or on your phone.',
    cancelled: 'CANCELLED – this ticket is not valid.',
    mailSubject: 'Your order {code} – {product}',
    mailGreeting: 'Dear {name},',
    mailThanks: 'thank you for your order. Your tickets are attached to this e-mail as a PDF.',
    mailTotal: 'Total',
    mailOrderPage: 'Your order online',
    mailClosing: 'We look forward to your visit!',
    fileName: 'tickets-{code}.pdf',
    mailInvoice: 'Your invoice is attached as a PDF.',
  },
} satisfies Record<Locale, Record<string, string>>;

export type OrderTextKey = keyof (typeof ORDER_TEXTS)['de'];

export function orderText(locale: Locale, key: OrderTextKey, values: Record<string, string | number> = {}): string {
  return ORDER_TEXTS[locale][key].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
}
