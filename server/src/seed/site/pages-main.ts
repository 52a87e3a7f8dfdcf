import type { PageSpec } from './types';
import { col, one } from './types';

const inDays = (days: number) => new Date(Date.UTC(2026, 0, 1) + days * 86_400_000).toISOString();

/** Home, the events and magazine pages (their headlines head those screens), the exhibition with two sub-pages. */
export const MAIN_PAGES: PageSpec[] = [
  {
    key: 'home',
    de: { path: '', title: 'Startseite', headline: 'Landesausstellung 2026', meta_description: 'Die Landesausstellung 2026: Ausstellung, Programm, Karten.' },
    en: { path: '', title: 'Home', headline: 'State Exhibition 2026', meta_description: 'The State Exhibition 2026: exhibition, programme, tickets.' },
    og: true,
    modules: (t, img) => [
      {
        kind: 'hero_media',
        data: {
          headline: t('Macht und Pracht – Land im Wandel', 'Power and Splendour – a Land in Change'),
          text: t('<p>Vom 1. Mai bis 31. Oktober im Residenzschloss.</p>', '<p>From 1 May to 31 October in the Residence Palace.</p>'),
          button_text: t('Programm entdecken', 'Discover the programme'),
          button_link: t('/de/veranstaltungen', '/en/events'),
          sticky: false,
          online_from: inDays(-400),
          ...img.hero,
        },
      },
      col(
        '33-33-33',
        [{ kind: 'headline', data: { headline_level: 3, content: t('Ausstellung', 'Exhibition'), subline: t('Zwölf Räume, 400 Objekte', 'Twelve rooms, 400 objects') } }, { kind: 'link', data: { link_text: t('Zur Ausstellung', 'To the exhibition'), link: t('/de/ausstellung', '/en/exhibition'), extra_class: 'link' } }],
        [{ kind: 'headline', data: { headline_level: 3, content: t('Programm', 'Programme'), subline: t('Konzerte, Führungen, Lesungen', 'Concerts, tours, readings') } }, { kind: 'link', data: { link_text: t('Alle Termine', 'All dates'), link: t('/de/veranstaltungen', '/en/events'), extra_class: 'button' } }],
        [{ kind: 'headline', data: { headline_level: 3, content: t('Ihr Besuch', 'Your visit'), subline: t('Öffnungszeiten und Anfahrt', 'Opening hours and directions') } }, { kind: 'link', data: { link_text: t('Besuch planen', 'Plan your visit'), link: t('/de/besuch', '/en/visit'), extra_class: 'secondary button' } }],
      ),
      {
        kind: 'teaser_list',
        data: { extra_class: 'slider', headline: t('Höhepunkte', 'Highlights') },
        children: [
          { kind: 'teaser_item', data: { ...img.crown, preline: t('Objekt des Monats', 'Object of the month'), headline: t('Die Krone', 'The Crown'), subline: t('Goldschmiedekunst um 1600', 'Goldsmithing around 1600'), text: t('<p>Erstmals öffentlich zu sehen.</p>', '<p>On public display for the first time.</p>'), link_text: t('Mehr erfahren', 'Learn more'), link: t('/de/ausstellung/raeume', '/en/exhibition/rooms') } },
          { kind: 'teaser_item', data: { ...img.music, preline: t('Konzert', 'Concert'), headline: t('Hofmusik im Spiegelsaal', 'Court Music in the Hall of Mirrors'), link_text: t('Termine', 'Dates'), link: t('/de/veranstaltungen', '/en/events') } },
          { kind: 'teaser_item', data: { ...img.kids, preline: t('Familien', 'Families'), headline: t('Familiensonntag', 'Family Sunday'), link_text: t('Mitmachen', 'Join in'), link: t('/de/mitmachen', '/en/join-in'), online_from: inDays(-30) } },
        ],
      },
      one({ kind: 'event_list', data: { headline: t('Demnächst', 'Coming up'), filters: 'next_3_days' } }),
      one({ kind: 'blog_teaser_list', data: { headline: t('Aus der Mediathek', 'From the media library'), items: [1, 2, 3] } }),
      one({ kind: 'highlight_teasers', data: { headline: t('Themen', 'Topics'), categories: [1, 2] } }),
      {
        kind: 'logo_list',
        data: { extra_class: 'default', headline: t('Partner', 'Partners') },
        children: [
          { kind: 'logo_item', data: { ...img['partner-a'], title: 'Stiftung Kultur', link: 'https://example.org/stiftung' } },
          { kind: 'logo_item', data: { ...img['partner-b'], title: 'Landesbank' } },
          { kind: 'logo_item', data: { ...img['partner-c'], title: 'Radio Eins' } },
        ],
      },
    ],
  },
  {
    key: 'events',
    de: { path: 'veranstaltungen', title: 'Veranstaltungen', headline: 'Programm und Karten' },
    en: { path: 'events', title: 'Events', headline: 'Programme and tickets' },
    modules: (t) => [one({ kind: 'text', data: { content: t('<p>Alle Termine der Landesausstellung auf einen Blick.</p>', '<p>Every date of the State Exhibition at a glance.</p>') } })],
  },
  {
    key: 'magazine',
    de: { path: 'mediathek-de', title: 'Mediathek', headline: 'Mediathek' },
    en: { path: 'mediathek-en', title: 'Media library', headline: 'Media library' },
    modules: () => [],
  },
  {
    key: 'exhibition',
    in_menu: true,
    de: { path: 'ausstellung', title: 'Ausstellung', headline: 'Die Ausstellung', meta_description: 'Zwölf Räume erzählen 500 Jahre Landesgeschichte.' },
    en: { path: 'exhibition', title: 'Exhibition', headline: 'The exhibition', meta_description: 'Twelve rooms tell 500 years of regional history.' },
    modules: (t, img) => [
      one({ kind: 'headline', data: { headline_level: 2, preline: t('Residenzschloss', 'Residence Palace'), content: t('Fünf Jahrhunderte in zwölf Räumen', 'Five centuries in twelve rooms'), subline: t('Ein Rundgang', 'A walk through'), anchor: 'rundgang' } }),
      { kind: 'full_teaser', data: { ...img.hall, extra_class: 'image-left', preline: t('Raum 1', 'Room 1'), headline: t('Die große Halle', 'The Great Hall'), subline: t('Empfang des Hofes', 'Reception of the court'), text: t('<p>Hier begann jeder Besuch am Hof.</p>', '<p>Every visit to the court began here.</p>'), link: t('/de/ausstellung/raeume', '/en/exhibition/rooms'), link_text: t('Zu den Räumen', 'To the rooms') } },
      { kind: 'full_teaser', data: { ...img.garden, extra_class: 'image-right', headline: t('Der Schlossgarten', 'The Palace Garden'), text: t('<p>Barocke Gartenkunst, neu gepflanzt.</p>', '<p>Baroque garden art, newly planted.</p>') } },
      { kind: 'full_teaser', data: { ...img.night, extra_class: 'fullscreen', headline: t('Lange Nacht der Ausstellung', 'Long Night of the Exhibition'), link: t('/de/veranstaltungen', '/en/events'), link_text: t('Karten sichern', 'Get tickets') } },
    ],
  },
  {
    key: 'rooms',
    parent: 'exhibition',
    position: 0,
    de: { path: 'ausstellung/raeume', title: 'Räume' },
    en: { path: 'exhibition/rooms', title: 'Rooms' },
    modules: (t, img) => [
      col('67-33', [{ kind: 'text', data: { content: t('<p>Zwölf Räume, <strong>400 Objekte</strong>, ein Rundgang von etwa 90 Minuten.</p><ul><li>Erdgeschoss: Macht</li><li>Obergeschoss: Pracht</li></ul>', '<p>Twelve rooms, <strong>400 objects</strong>, a tour of about 90 minutes.</p><ul><li>Ground floor: power</li><li>Upper floor: splendour</li></ul>') } }], [{ kind: 'image', data: { ...img.portrait, format: 'small', size: 'vertical', caption: t('Die Kuratorin im Raum 4', 'The curator in room 4') } }]),
      { kind: 'image_list', data: { extra_class: 'slider', format: 'large' }, children: [{ kind: 'image', data: { ...img.hall, format: 'large' } }, { kind: 'image', data: { ...img.crown, format: 'large' } }, { kind: 'image', data: { ...img.archive, format: 'large' } }] },
    ],
  },
  {
    key: 'history',
    parent: 'exhibition',
    position: 1,
    de: { path: 'ausstellung/geschichte', title: 'Geschichte' },
    en: { path: 'exhibition/history', title: 'History' },
    modules: (t, img) => [
      col('33-67', [{ kind: 'image', data: { ...img.archive, format: 'medium', size: 'horizontal' } }], [{ kind: 'text', data: { content: t('<p>Die Geschichte des Landes beginnt mit einem <em>Archivfund</em> von 1523.</p>', '<p>The history of the land begins with an <em>archive find</em> from 1523.</p>') } }]),
      one({ kind: 'quote', data: { content: t('Ein Land erkennt sich in seinen Dingen.', 'A land recognises itself in its things.'), author: 'Dr. Anna Berger' } }),
    ],
  },
];
