import { z } from 'shared-contracts/zod';
import type { ResourceDescriptor } from 'shared-contracts/back-office/descriptor';
import { bi, image, imageUrl, text } from 'shared-contracts/back-office/fields';

/** A link of the header or the booking widget: a path of this site or an http(s) address; empty for the default. */
const siteOrWebLink = () =>
  z
    .string()
    .trim()
    .max(500, 'at most 500 characters')
    .regex(/^((https?:\/\/|\/)\S*)?$/, 'must be a path on this site (/…) or an http(s) address')
    .default('');

/** Pixels the page keeps free above a section it jumps to, so the sticky header does not cover its heading. */
export const MAX_ANCHOR_OFFSET = 400;

export const designSettingsFormSchema = z.object({
  header_logo_link: siteOrWebLink(),
  header_logo_image: imageUrl(),
  header_basket_link: siteOrWebLink(),
  webshop_link: siteOrWebLink(),
  sticky_overlay_button: z.boolean(),
  quick_buy_widget: z.boolean(),
  detail_program_overlay: z.boolean(),
  anchor_list_offset: z.number({ error: 'must be a number' }).int('must be a whole number').min(0, 'must be 0 or more').max(MAX_ANCHOR_OFFSET, `at most ${MAX_ANCHOR_OFFSET}`),
  tag_manager_id: z
    .string()
    .trim()
    .regex(/^(GTM-[A-Z0-9]{4,12})?$/, 'must be a Google Tag Manager id (GTM-…)')
    .default(''),
  maps_key: z.string().trim().max(200, 'at most 200 characters').regex(/^[A-Za-z0-9_-]*$/, 'only letters, digits, - and _').default(''),
  maps_marker_color: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour (#rrggbb)'),
  currency_symbol: z.enum(['€'], { error: 'the shop sells in euros only (€)' }).default('€'),
});

const noEffect = (de: string, en: string) => bi(`${de} Hat auf dieser Website derzeit keine sichtbare Wirkung.`, `${en} Has no visible effect on this site at present.`);

/**
 * The design settings staff may change (admins): where the header's logo and cart lead, the ticket shop, the sticky
 * "programme and tickets" button, quick buy, the anchor offset, the tag manager (loaded only after consent). They are
 * stored with the site's settings, so every page reads them as it reads the rest.
 */
export const designSettings: ResourceDescriptor<typeof designSettingsFormSchema> = {
  kind: 'design-settings',
  label: bi('Design-Einstellungen', 'Design settings'),
  singular: bi('Design-Einstellungen', 'Design settings'),
  group: 'admin',
  schema: designSettingsFormSchema,
  fields: {
    header_logo_link: text('Ziel des Logos im Kopf', 'Target of the header logo', {
      list: true,
      help: bi('Seite dieser Website (/de/…) oder https://…; leer: die Startseite in der Sprache der Seite', "A page of this site (/en/…) or https://…; empty: the home page in the page's language"),
    }),
    header_logo_image: image('Logo-Bild für Suchmaschinen und geteilte Links', 'Logo image for search engines and shared links', {
      help: bi('Steht in den strukturierten Daten und ist das Vorschaubild geteilter Seiten ohne eigenes Bild. Der Kopf zeigt das gezeichnete Logo der Website.', 'Named in the structured data and the preview image of shared pages without one of their own. The header shows the site’s drawn logo.'),
    }),
    header_basket_link: text('Warenkorb-Link im Kopf', 'Cart link in the header', {
      help: bi('Wohin das Warenkorb-Symbol führt, solange der Besucher noch keinen Warenkorb hat; leer: /webshop', 'Where the cart icon leads while the visitor has no cart yet; empty: /webshop'),
    }),
    webshop_link: text('Link zum Ticketshop', 'Link to the ticket shop', {
      help: bi('Ziel von „Zum Ticketshop“ im Buchungsbereich einer Veranstaltung; leer: /webshop', 'Target of "To the ticket shop" in an event’s booking area; empty: /webshop'),
    }),
    sticky_overlay_button: {
      label: bi('Seitlicher Knopf „Programm und Karten“', 'Side button "Programme and tickets"'),
      widget: { type: 'checkbox' },
      list: true,
      help: bi('Auf breiten Bildschirmen am rechten Rand; öffnet die Programmübersicht.', 'On wide screens at the right edge; opens the programme overlay.'),
    },
    quick_buy_widget: {
      label: bi('Schnellkauf im Buchungsbereich', 'Quick buy in the booking area'),
      widget: { type: 'checkbox' },
      help: bi('Gibt es für eine Veranstaltung genau einen Preis, bietet der Buchungsbereich Anzahl und „In den Warenkorb“ in einer Zeile.', 'When an event has exactly one price, the booking area offers the number and "Add to cart" in one line.'),
    },
    detail_program_overlay: {
      label: bi('Programm der Detailseite als Overlay', 'Detail page programme as an overlay'),
      widget: { type: 'checkbox' },
      help: noEffect('Die Detailseite zeigt ihr Programm immer als eigenen Abschnitt.', 'The detail page always shows its programme as a section of its own.'),
    },
    anchor_list_offset: {
      label: bi('Abstand beim Sprung zu einem Anker (px)', 'Space when jumping to an anchor (px)'),
      widget: { type: 'number' },
      help: bi(`So viel Platz bleibt über einem Abschnitt, zu dem eine Ankerliste oder ein #-Link springt (0–${MAX_ANCHOR_OFFSET}).`, `This much space stays above a section an anchor list or a # link jumps to (0–${MAX_ANCHOR_OFFSET}).`),
    },
    tag_manager_id: text('Google-Tag-Manager-ID', 'Google Tag Manager id', {
      help: bi('GTM-…; wird erst geladen, wenn der Besucher im Cookie-Dialog „Statistik und Marketing“ zustimmt. Leer: kein Tag Manager.', 'GTM-…; loaded only once the visitor agrees to "statistics and marketing" in the cookie dialog. Empty: no tag manager.'),
    }),
    maps_key: text('Schlüssel des Kartendienstes', 'Key of the map service', {
      help: noEffect('Spielstätten verlinken ihre Route zu OpenStreetMap, das keinen Schlüssel braucht; es wird keine Karte eingebettet.', 'Venues link their route to OpenStreetMap, which needs no key; no map is embedded.'),
    }),
    maps_marker_color: text('Farbe der Kartenmarkierung', 'Colour of the map marker', {
      help: noEffect('#rrggbb.', '#rrggbb.'),
    }),
    currency_symbol: text('Währungssymbol', 'Currency symbol', {
      readOnly: true,
      help: bi('Der Ticketshop verkauft nur in Euro; Preise, Tickets und E-Mails zeigen immer €.', 'The ticket shop sells in euros only; prices, tickets and e-mails always show €.'),
    }),
  },
  titleField: 'header_logo_link',
  defaultSort: 'id',
  roles: { read: [], write: [] },
  deletable: false,
  singleton: true,
};
