import { z } from 'shared-contracts/zod';
import type { ResourceDescriptor } from 'shared-contracts/back-office/descriptor';
import { bi, isoDate, sortNumber, text } from 'shared-contracts/back-office/fields';
import { DOOR_UNPAID_POLICIES } from 'shared-contracts/box-office';

const localeChoice = {
  label: bi('Sprache', 'Language'),
  widget: { type: 'choice', values: [{ value: 'de', label: bi('Deutsch', 'German') }, { value: 'en', label: bi('Englisch', 'English') }] },
  list: true,
  filter: true,
} as const;

/** A menu entry leads to a page of this site (/…) or to another site (http/https). */
const menuTarget = z
  .string()
  .trim()
  .min(1, 'required')
  .max(500)
  .regex(/^(https?:\/\/|\/)\S*$/, 'must be a path on this site (/…) or an http(s) address');

export const MENU_NAMES = ['menu', 'secondary', 'footer'] as const;

export const menuItemSchema = z.object({
  locale: z.enum(['de', 'en'], { error: 'must be de or en' }),
  menu: z.enum(MENU_NAMES, { error: 'must be menu, secondary or footer' }),
  parent_id: z.number().int().positive().nullable().default(null),
  position: sortNumber(),
  title: z.string().trim().min(1, 'required').max(200, 'at most 200 characters'),
  url: menuTarget,
  has_tab_navigation: z.boolean().default(false),
});

/**
 * One entry of the main, secondary or footer menu in one language. The header shows one level below a top entry,
 * so an entry may sit under a top entry of the same menu and language, never deeper; footer entries stay flat.
 */
export const menuItems: ResourceDescriptor<typeof menuItemSchema> = {
  kind: 'menu-items',
  label: bi('Menüs', 'Menus'),
  singular: bi('Menüeintrag', 'Menu entry'),
  group: 'site',
  schema: menuItemSchema,
  fields: {
    locale: localeChoice,
    menu: {
      label: bi('Menü', 'Menu'),
      widget: {
        type: 'choice',
        values: [
          { value: 'menu', label: bi('Hauptmenü', 'Main menu') },
          { value: 'secondary', label: bi('Zweites Menü', 'Secondary menu') },
          { value: 'footer', label: bi('Fußzeile', 'Footer') },
        ],
      },
      list: true,
      filter: true,
    },
    title: text('Bezeichnung', 'Label', { list: true, search: true }),
    url: text('Ziel', 'Target', { list: true, search: true, help: bi('Seite dieser Website (z. B. /de/besuch) oder https://…', 'A page of this site (e.g. /en/visit) or https://…') }),
    parent_id: {
      label: bi('Unter dem Eintrag', 'Below the entry'),
      widget: { type: 'reference', kind: 'menu-items' },
      list: true,
      filter: true,
      help: bi('Leer: oberste Ebene. Nur unter einem obersten Eintrag desselben Menüs und derselben Sprache.', 'Empty: top level. Only below a top entry of the same menu and language.'),
    },
    position: { label: bi('Reihenfolge', 'Order'), widget: { type: 'number' }, list: true, help: bi('Kleinere Zahlen stehen weiter vorn.', 'Lower numbers come first.') },
    has_tab_navigation: { label: bi('Mit Reiternavigation', 'With tab navigation'), widget: { type: 'checkbox' } },
  },
  titleField: 'title',
  defaultSort: 'position',
  roles: { read: ['editor'], write: ['editor'] },
  deletable: true,
};

/** HH:MM (seconds are dropped); empty when the day is closed. */
const clockTime = () =>
  z
    .string()
    .trim()
    .regex(/^(([01]\d|2[0-3]):[0-5]\d)?$/, 'must be a time (HH:MM)')
    .default('');
const hoursFields = {
  time_from: clockTime(),
  time_to: clockTime(),
  closed: z.boolean().default(false),
  alternative_text_de: z.string().trim().max(300, 'at most 300 characters').default(''),
  alternative_text_en: z.string().trim().max(300, 'at most 300 characters').default(''),
  alternative_link_url: z
    .string()
    .trim()
    .max(500)
    .regex(/^((https?:\/\/|\/)\S*)?$/, 'must be a path on this site (/…) or an http(s) address')
    .default(''),
  sort: sortNumber(),
};
const hoursSpecs = {
  time_from: text('Von', 'From', { list: true, help: bi('HH:MM, leer wenn geschlossen', 'HH:MM, empty when closed') }),
  time_to: text('Bis', 'Until', { list: true, help: bi('HH:MM', 'HH:MM') }),
  closed: { label: bi('Geschlossen', 'Closed'), widget: { type: 'checkbox' }, list: true },
  alternative_text_de: text('Hinweis (deutsch)', 'Note (German)', { list: true, help: bi('z. B. „Heute wegen Veranstaltung bis 14 Uhr“', 'e.g. "Open until 2 pm today"') }),
  alternative_text_en: text('Hinweis (englisch)', 'Note (English)'),
  alternative_link_url: text('Link zum Hinweis', 'Link of the note'),
  sort: { label: bi('Reihenfolge', 'Order'), widget: { type: 'number' } },
} as const;

const WEEKDAYS = [
  bi('Montag', 'Monday'),
  bi('Dienstag', 'Tuesday'),
  bi('Mittwoch', 'Wednesday'),
  bi('Donnerstag', 'Thursday'),
  bi('Freitag', 'Friday'),
  bi('Samstag', 'Saturday'),
  bi('Sonntag', 'Sunday'),
];

export const openingHoursSchema = z.object({
  weekday: z.enum(['1', '2', '3', '4', '5', '6', '7'], { error: 'must be a weekday (1 = Monday … 7 = Sunday)' }),
  ...hoursFields,
});

/** The regular weekly hours: one entry per range (two entries on a day give two ranges). */
export const openingHours: ResourceDescriptor<typeof openingHoursSchema> = {
  kind: 'opening-hours',
  label: bi('Öffnungszeiten', 'Opening hours'),
  singular: bi('Öffnungszeit', 'Opening hours'),
  group: 'site',
  schema: openingHoursSchema,
  fields: {
    weekday: {
      label: bi('Wochentag', 'Weekday'),
      widget: { type: 'choice', values: WEEKDAYS.map((label, i) => ({ value: String(i + 1), label })) },
      list: true,
      filter: true,
    },
    ...hoursSpecs,
  },
  titleField: 'weekday',
  defaultSort: 'weekday',
  roles: { read: ['editor'], write: ['editor'] },
  deletable: true,
};

export const openingHoursExceptionSchema = z.object({ date: isoDate(), ...hoursFields });

/** A date whose hours differ from the week's: closed, or other hours with a note; it replaces that day's regular hours. */
export const openingHoursExceptions: ResourceDescriptor<typeof openingHoursExceptionSchema> = {
  kind: 'opening-hours-exceptions',
  label: bi('Abweichende Öffnungszeiten', 'Changed opening hours'),
  singular: bi('Abweichung', 'Exception'),
  group: 'site',
  schema: openingHoursExceptionSchema,
  fields: {
    date: { label: bi('Datum', 'Date'), widget: { type: 'date' }, list: true, search: true },
    ...hoursSpecs,
  },
  titleField: 'date',
  defaultSort: '-date',
  roles: { read: ['editor'], write: ['editor'] },
  deletable: true,
};

const htmlBlock = () => z.string().max(50_000, 'at most 50000 characters').default('');

export const siteSettingsSchema = z.object({
  is_site_online: z.boolean(),
  is_shop_online: z.boolean(),
  html_footer_top: htmlBlock(),
  html_footer_bottom: htmlBlock(),
  html_footer_logos: htmlBlock(),
  door_unpaid: z.enum(DOOR_UNPAID_POLICIES, { error: 'must be admit, warn or refuse' }).default('warn'),
  invoice_issuer: z.string().trim().max(200, 'at most 200 characters').default(''),
  invoice_address: z.string().trim().max(1000, 'at most 1000 characters').default(''),
  invoice_tax_number: z.string().trim().max(60, 'at most 60 characters').default(''),
  invoice_vat_id: z.string().trim().max(60, 'at most 60 characters').default(''),
  invoice_bank: z.string().trim().max(500, 'at most 500 characters').default(''),
});

const footerHelp = bi(
  'HTML für beide Sprachen; Teile nur einer Sprache mit lang="de" bzw. lang="en" auszeichnen. Skripte und Stile werden entfernt.',
  'HTML for both languages; mark parts for one language with lang="de" or lang="en". Scripts and styles are removed.',
);

/** The site's one settings entry: the online switches and the footer's HTML blocks. Admins only. */
export const siteSettings: ResourceDescriptor<typeof siteSettingsSchema> = {
  kind: 'site-settings',
  label: bi('Website-Einstellungen', 'Site settings'),
  singular: bi('Einstellungen', 'Settings'),
  group: 'admin',
  schema: siteSettingsSchema,
  fields: {
    is_site_online: {
      label: bi('Website online', 'Site online'),
      widget: { type: 'checkbox' },
      list: true,
      confirmOff: bi(
        'Die ganze Website geht offline: Besucher sehen auf jeder Seite nur „Website offline“ (Status 503), auch Kalender, Magazin und Ticketkauf. Angemeldete Mitarbeitende arbeiten weiter. Wirklich ausschalten?',
        'The whole site goes offline: visitors see only "Website offline" (status 503) on every page, including the calendar, the magazine and ticket sales. Logged-in staff keep working. Switch it off?',
      ),
    },
    is_shop_online: {
      label: bi('Ticketshop online', 'Ticket shop online'),
      widget: { type: 'checkbox' },
      list: true,
      confirmOff: bi(
        'Der Ticketshop geht offline: Niemand kann Karten in den Warenkorb legen oder bestellen; Warenkorb und Konto im Kopf sind gesperrt. Bestehende Bestellungen und Tickets bleiben gültig. Wirklich ausschalten?',
        'The ticket shop goes offline: nobody can add tickets to a cart or order; the cart and account in the header are disabled. Existing orders and tickets stay valid. Switch it off?',
      ),
    },
    html_footer_top: { label: bi('Fußzeile oben (HTML)', 'Footer top (HTML)'), widget: { type: 'textarea' }, help: footerHelp },
    html_footer_bottom: { label: bi('Fußzeile unten (HTML)', 'Footer bottom (HTML)'), widget: { type: 'textarea' }, help: footerHelp },
    html_footer_logos: { label: bi('Logos der Fußzeile (HTML)', 'Footer logos (HTML)'), widget: { type: 'textarea' }, help: footerHelp },
    door_unpaid: {
      label: bi('Einlass bei offener Zahlung', 'Entry with payment open'),
      widget: {
        type: 'choice',
        values: [
          { value: 'warn', label: bi('Warnen: nur mit „Trotzdem einlassen“', 'Warn: only with "Admit anyway"') },
          { value: 'admit', label: bi('Einlassen (Hinweis am Einlass)', 'Admit (flagged at the door)') },
          { value: 'refuse', label: bi('Abweisen', 'Refuse') },
        ],
      },
      help: bi('Was der Einlass mit Tickets einer noch nicht bezahlten Bestellung tut.', 'What the door does with tickets of an order that is not paid yet.'),
    },
    invoice_issuer: {
      label: bi('Rechnungen: Aussteller', 'Invoices: issuer'),
      widget: { type: 'text' },
      help: bi('Name der Einrichtung, wie er auf Rechnungen steht. Gilt für neue Rechnungen; ausgestellte bleiben, wie sie sind.', 'The institution’s name as invoices show it. Applies to new invoices; issued ones stay as they are.'),
    },
    invoice_address: { label: bi('Rechnungen: Anschrift', 'Invoices: address'), widget: { type: 'textarea' } },
    invoice_tax_number: { label: bi('Rechnungen: Steuernummer', 'Invoices: tax number'), widget: { type: 'text' } },
    invoice_vat_id: { label: bi('Rechnungen: USt-IdNr.', 'Invoices: VAT ID'), widget: { type: 'text' } },
    invoice_bank: {
      label: bi('Rechnungen: Bankverbindung', 'Invoices: bank details'),
      widget: { type: 'textarea' },
      help: bi('Kontoinhaber, IBAN, BIC für Überweisungen; steht unten auf jeder Rechnung.', 'Account holder, IBAN, BIC for transfers; printed at the foot of every invoice.'),
    },
  },
  titleField: 'is_site_online',
  defaultSort: 'id',
  roles: { read: [], write: [] },
  deletable: false,
  singleton: true,
};

export const ERROR_PAGE_STATUSES = ['404', '500', '503'] as const;

export const errorPageSchema = z.object({
  status: z.enum(ERROR_PAGE_STATUSES, { error: 'must be 404, 500 or 503' }),
  html: z.string().trim().min(1, 'required').max(100_000, 'at most 100000 characters'),
});

/** A custom error page of the design settings: the error page shows its <style> and <body> for that status. */
export const errorPages: ResourceDescriptor<typeof errorPageSchema> = {
  kind: 'error-pages',
  label: bi('Fehlerseiten', 'Error pages'),
  singular: bi('Fehlerseite', 'Error page'),
  group: 'admin',
  schema: errorPageSchema,
  fields: {
    status: {
      label: bi('Status', 'Status'),
      widget: {
        type: 'choice',
        values: [
          { value: '404', label: bi('404 – nicht gefunden', '404 – not found') },
          { value: '500', label: bi('500 – Fehler', '500 – error') },
          { value: '503', label: bi('503 – Website offline', '503 – site offline') },
        ],
      },
      list: true,
    },
    html: {
      label: bi('HTML der Seite', 'HTML of the page'),
      widget: { type: 'textarea' },
      help: bi('Ein ganzes HTML-Dokument; gezeigt werden sein <style> und sein <body>. Skripte werden entfernt.', 'A whole HTML document; its <style> and <body> are shown. Scripts are removed.'),
    },
  },
  titleField: 'status',
  defaultSort: 'status',
  roles: { read: [], write: [] },
  deletable: true,
};
