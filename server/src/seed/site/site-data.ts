import type { DesignSettings } from 'shared-contracts/site';
import type { ExhibitionStory } from './exhibition-story';

export const design = (logoUrl: string): DesignSettings => ({
  header_logo_link: '',
  header_logo_image: logoUrl,
  header_basket_link: '/webshop/cart/',
  webshop_link: '/webshop/',
  menu_style: 'style1',
  event_style: 'style1',
  error_pages: [404],
  cookies_tag_manager_id: null,
  sticky_overlay_button: true,
  quick_buy_widget: true,
  detail_program_overlay: true,
  anchor_list_offset: 130,
  maps_key: null,
  maps_marker: { color: '#b00d2c', icon: null },
  tag_manager_id: null,
  currency_symbol: '€',
  // The site runs as a staging instance: search engines must not index it.
  robots: 'none',
});

export const HTML_BLOCKS = {
  header: '',
  footerBottom:
    '<p lang="de">© 2026 Landesausstellung 2026 gGmbH · Kloster Auenstein · Auenstadt – ein Projekt des Landes und seiner Museen</p><p lang="en">© 2026 Landesausstellung 2026 gGmbH · Auenstein Abbey · Auenstadt – a project of the state and its museums</p>',
};

/**
 * The footer's address block. Settings are one block for both languages: what has a name in each language (the
 * exhibition, the product, the venue) is written twice with `lang`, and the footer shows the page language's one.
 */
export const footerTop = (story: ExhibitionStory) => {
  const both = (text: { de: string; en: string }, tag = 'span') => `<${tag} lang="de">${text.de}</${tag}><${tag} lang="en">${text.en}</${tag}>`;
  return `<div class="footer-address"><p>${both(story.title, 'strong')}<br>${both({ de: 'Landesausstellung 2026', en: 'State Exhibition 2026' })} · ${story.runShort}</p><p>${both(story.venue.name)}<br>${story.venue.street} · ${story.venue.zip} ${story.venue.city}</p><p><a href="tel:+49543210260">+49 5432 10 26 0</a><br><a href="mailto:besuch@landesausstellung.example">besuch@landesausstellung.example</a></p></div>`;
};

/** The partners whose wordmarks close the footer and the home page (fictional, drawn in partner-logos.ts). */
export const PARTNERS = ['partner-d', 'partner-a', 'partner-b', 'partner-c'] as const;

export const logosHtml = (logos: Array<{ url: string; alt: string }>) =>
  `<ul class="footer-logos">${logos.map((l) => `<li><img src="${l.url}" alt="${l.alt}" width="180" height="59" loading="lazy"></li>`).join('')}</ul>`;

/** The custom 404 page of design settings; the shell takes its <style> and <body>. */
export const ERROR_404_HTML = `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<title>404</title>
<style>
.custom-error{text-align:center;padding:3rem 1rem}
.custom-error__code{font-size:6rem;font-weight:700;color:#b00d2c;line-height:1}
.custom-error__text{font-size:1.25rem;max-width:32rem;margin:1rem auto}
</style>
</head>
<body>
<div class="custom-error">
<p class="custom-error__code">404</p>
<p class="custom-error__text" lang="de">Diese Seite hat der Strom mitgenommen – sie ist nicht Teil der Ausstellung.</p>
<p class="custom-error__text" lang="en">The river has carried this page away – it is not part of the exhibition.</p>
</div>
</body>
</html>`;

export const REDIRECTS: Array<[locale: 'de' | 'en', from: string, to: string]> = [
  ['de', '/de/programm', '/de/veranstaltungen'],
  ['en', '/en/programme', '/en/events'],
  ['de', '/de/ausstellung-2025', '/de/ausstellung'],
  ['en', '/en/exhibition-2025', '/en/exhibition'],
  ['en', '/en/visitor-information', '/en/visit'],
  ['de', '/de/besucherinfo', '/de/besuch'],
];

type NavSpec = { de: string; en: string; url: { de: string; en: string }; children?: NavSpec[]; tabs?: boolean };
const L = (de: string, en: string) => ({ de, en });

export const MENU: NavSpec[] = [
  {
    de: 'Programm', en: 'Programme', url: L('/de/veranstaltungen', '/en/events'),
    children: [
      { de: 'Veranstaltungen', en: 'Events', url: L('/de/veranstaltungen', '/en/events') },
      { de: 'Produktionen', en: 'Productions', url: L('/de/produktionen', '/en/productions') },
      { de: 'Winterabende', en: 'Winter evenings', url: L('/de/winterabende', '/en/winter-evenings') },
    ],
  },
  {
    de: 'Ausstellung', en: 'Exhibition', url: L('/de/ausstellung', '/en/exhibition'), tabs: true,
    children: [
      { de: 'Räume', en: 'Rooms', url: L('/de/ausstellung/raeume', '/en/exhibition/rooms') },
      { de: 'Geschichte', en: 'History', url: L('/de/ausstellung/geschichte', '/en/exhibition/history') },
      { de: 'Bereiche', en: 'Areas', url: L('/de/ausstellung/bereiche', '/en/exhibition/areas') },
    ],
  },
  { de: 'Mediathek', en: 'Media library', url: L('/de/mediathek-de', '/en/mediathek-en') },
  {
    de: 'Besuch', en: 'Visit', url: L('/de/besuch', '/en/visit'),
    children: [
      { de: 'Team', en: 'Team', url: L('/de/team', '/en/team') },
      { de: 'Medien', en: 'Media', url: L('/de/medien', '/en/media') },
      { de: 'Mitmachen', en: 'Join in', url: L('/de/mitmachen', '/en/join-in') },
    ],
  },
];
export const SECONDARY: NavSpec[] = [
  { de: 'Karten', en: 'Tickets', url: L('/webshop/', '/webshop/') },
  { de: 'Suche', en: 'Search', url: L('/de/search', '/en/search') },
];
export const FOOTER: NavSpec[] = [
  { de: 'AGB', en: 'Terms', url: L('/de/agb', '/en/agb') },
  { de: 'Datenschutz', en: 'Privacy', url: L('/de/datenschutz', '/en/datenschutz') },
  { de: 'Impressum', en: 'Imprint', url: L('/de/impressum', '/en/impressum') },
  { de: 'Mitmachen', en: 'Join in', url: L('/de/mitmachen', '/en/join-in') },
];
export type { NavSpec };
