import type { PageSpec } from './types';
import { col, one } from './types';

const inDays = (days: number) => new Date(Date.UTC(2026, 0, 1) + days * 86_400_000).toISOString();

/** Home, the events and magazine pages (their headlines head those screens), the exhibition with two sub-pages. */
export const MAIN_PAGES: PageSpec[] = [
  {
    key: 'home',
    de: { path: '', title: 'Startseite', headline: 'Flussland – Landesausstellung 2026', meta_description: 'Flussland – Leben am großen Strom: die Landesausstellung 2026 im Kloster Auenstein, Auenstadt. Ausstellung, Programm, Karten.' },
    en: { path: '', title: 'Home', headline: 'River Land – State Exhibition 2026', meta_description: 'River Land – Life on the Great River: the State Exhibition 2026 at Auenstein Abbey, Auenstadt. Exhibition, programme, tickets.' },
    og: true,
    modules: (t, img, _locale, story) => [
      {
        kind: 'hero_media',
        data: {
          headline: t(story.title.de, story.title.en),
          text: t(
            `<p>Landesausstellung 2026 · ${story.venue.name.de}, ${story.venue.city}<br>${story.run.de}</p>`,
            `<p>State Exhibition 2026 · ${story.venue.name.en}, ${story.venue.city}<br>${story.run.en}</p>`,
          ),
          button_text: t('Programm und Karten', 'Programme and tickets'),
          button_link: t('/de/veranstaltungen', '/en/events'),
          sticky: false,
          online_from: inDays(-400),
          ...img.hero,
        },
      },
      col(
        '33-33-33',
        [{ kind: 'headline', data: { headline_level: 3, preline: t('Ausstellung', 'Exhibition'), content: t('Zwölf Jahrhunderte', 'Twelve centuries'), subline: t('Über 400 Objekte vom Leben am Strom in neun Räumen von Kreuzgang und Refektorium', 'More than 400 objects of life on the river in nine rooms of the cloister and refectory') } }, { kind: 'link', data: { link_text: t('Zur Ausstellung', 'To the exhibition'), link: t('/de/ausstellung', '/en/exhibition'), extra_class: 'link' } }],
        [{ kind: 'headline', data: { headline_level: 3, preline: t('Programm', 'Programme'), content: t('Erleben', 'Take part'), subline: t('Kuratorenführungen, Klosterkonzerte, die Vorträge »Wasserwissen« und die Werkstatt Fluss', "Curators' tours, Abbey Concerts, the »Water Knowledge« talks and the River Workshop") } }, { kind: 'link', data: { link_text: t('Alle Termine', 'All dates'), link: t('/de/veranstaltungen', '/en/events'), extra_class: 'button' } }],
        [{ kind: 'headline', data: { headline_level: 3, preline: t('Besuch', 'Visit'), content: t('Di–So 10–18 Uhr', 'Tue–Sun 10 am–6 pm'), subline: t('Donnerstag bis 20 Uhr, montags geschlossen · Eintritt 14 €, ermäßigt 9 €', 'Thursday until 8 pm, closed on Mondays · Admission €14, reduced €9') } }, { kind: 'link', data: { link_text: t('Besuch planen', 'Plan your visit'), link: t('/de/besuch', '/en/visit'), extra_class: 'secondary button' } }],
      ),
      {
        kind: 'teaser_list',
        data: { extra_class: 'slider', headline: t('Höhepunkte', 'Highlights') },
        children: [
          { kind: 'teaser_item', data: { ...img.crown, preline: t('Objekt des Monats', 'Object of the month'), headline: t('Der Einbaum aus dem Auenschlamm', 'The dugout from the floodplain mud'), subline: t('Zwölf Meter Eichenholz, 1100 Jahre alt', 'Twelve metres of oak, 1,100 years old'), text: t('<p>Das älteste Boot der Region empfängt die Gäste im Kreuzgang.</p>', '<p>The oldest boat in the region greets visitors in the cloister.</p>'), link_text: t('Zu den Räumen', 'To the rooms'), link: t('/de/ausstellung/raeume', '/en/exhibition/rooms') } },
          { kind: 'teaser_item', data: { ...img.music, preline: t('Klosterkonzerte', 'Abbey Concerts'), headline: t('Musik im Refektorium', 'Music in the refectory'), subline: t('Alte Musik, Kammermusik und Jazz unter gotischem Gewölbe', 'Early music, chamber music and jazz beneath a Gothic vault'), link_text: t('Termine', 'Dates'), link: t('/de/veranstaltungen', '/en/events') } },
          { kind: 'teaser_item', data: { ...img.kids, preline: t('Für Familien', 'For families'), headline: t('Werkstatt Fluss', 'River Workshop'), subline: t('Sonntags in der Kulturwerft, für Kinder ab 6 Jahren', 'Sundays at the Culture Shipyard, for children aged 6 and over'), link_text: t('Mitmachen', 'Join in'), link: t('/de/mitmachen', '/en/join-in'), online_from: inDays(-30) } },
        ],
      },
      one({ kind: 'event_list', data: { headline: t('Am Wochenende', 'This weekend'), filters: 'weekend' } }),
      one({ kind: 'blog_teaser_list', data: { headline: t('Aus der Mediathek', 'From the media library'), items: [1, 2, 3] } }),
      one({ kind: 'highlight_teasers', data: { headline: t('Themen', 'Topics'), categories: [1, 2] } }),
      {
        kind: 'logo_list',
        data: { extra_class: 'default', headline: t('Gefördert und unterstützt von', 'Funded and supported by') },
        children: [
          { kind: 'logo_item', data: { ...img['partner-d'], title: 'Land Auenland – Ministerium für Kultur' } },
          { kind: 'logo_item', data: { ...img['partner-a'], title: 'Stiftung Flusslandschaft', link: 'https://example.org/stiftung-flusslandschaft' } },
          { kind: 'logo_item', data: { ...img['partner-b'], title: 'Auenländische Sparkasse' } },
          { kind: 'logo_item', data: { ...img['partner-c'], title: 'Kulturradio Aue 94,3' } },
        ],
      },
    ],
  },
  {
    key: 'events',
    in_menu: true,
    de: { path: 'veranstaltungen', title: 'Veranstaltungen', headline: 'Programm und Karten' },
    en: { path: 'events', title: 'Events', headline: 'Programme and tickets' },
    modules: (t, _img, _locale, story) => [one({ kind: 'text', data: { content: t(`<p>Führungen, Konzerte, Vorträge und Werkstätten zur Landesausstellung »${story.title.de}«, ${story.run.de}.</p>`, `<p>Tours, concerts, talks and workshops of the State Exhibition »${story.title.en}«, ${story.run.en}.</p>`) } })],
  },
  {
    key: 'magazine',
    in_menu: true,
    de: { path: 'mediathek-de', title: 'Mediathek', headline: 'Mediathek' },
    en: { path: 'mediathek-en', title: 'Media library', headline: 'Media library' },
    modules: () => [],
  },
  {
    key: 'exhibition',
    in_menu: true,
    de: { path: 'ausstellung', title: 'Ausstellung', headline: 'Die Ausstellung', meta_description: 'Flussland: über 400 Objekte aus zwölf Jahrhunderten in neun Räumen von Kloster Auenstein.' },
    en: { path: 'exhibition', title: 'Exhibition', headline: 'The exhibition', meta_description: 'River Land: more than 400 objects from twelve centuries in nine rooms of Auenstein Abbey.' },
    modules: (t, img, _locale, story) => [
      one({ kind: 'headline', data: { headline_level: 2, preline: t(story.venue.name.de, story.venue.name.en), content: t('Zwölf Jahrhunderte in neun Räumen', 'Twelve centuries in nine rooms'), subline: t(`${story.title.de} · ${story.run.de}`, `${story.title.en} · ${story.run.en}`), anchor: 'rundgang' } }),
      { kind: 'full_teaser', data: { ...img.hall, extra_class: 'image-left', preline: t('Raum 1–4', 'Rooms 1–4'), headline: t('Der Kreuzgang', 'The cloister'), subline: t('Vom Einbaum zu den Salzschiffen der Hanse', 'From the dugout to the Hanseatic salt barges'), text: t('<p>Der Rundgang beginnt, wo die Mönche das Wasser des Stroms in Fischteiche und Mühlen leiteten.</p>', '<p>The tour begins where the monks led the river\'s water into fish ponds and mills.</p>'), link: t('/de/ausstellung/raeume', '/en/exhibition/rooms'), link_text: t('Zu den Räumen', 'To the rooms') } },
      { kind: 'full_teaser', data: { ...img.garden, extra_class: 'image-right', preline: t('Raum 9', 'Room 9'), headline: t('Die Aue', 'The floodplain'), text: t('<p>Eine begehbare Flusslandschaft: Auwald, Biberdamm und die Hochwassermarken von 1784 bis 1962.</p>', '<p>A walk-in river landscape: floodplain forest, a beaver dam and the flood marks from 1784 to 1962.</p>') } },
      { kind: 'full_teaser', data: { ...img.night, extra_class: 'fullscreen', preline: t('Donnerstagabends', 'Thursday evenings'), headline: t('Uferlicht im Kreuzgang', 'Riverbank Light in the cloister'), link: t('/de/veranstaltungen', '/en/events'), link_text: t('Termine und Karten', 'Dates and tickets') } },
    ],
  },
  {
    key: 'rooms',
    in_menu: true,
    parent: 'exhibition',
    position: 0,
    de: { path: 'ausstellung/raeume', title: 'Räume' },
    en: { path: 'exhibition/rooms', title: 'Rooms' },
    modules: (t, img) => [
      col('67-33', [{ kind: 'text', data: { content: t('<p>Neun Räume, <strong>über 400 Objekte</strong>, ein Rundgang von etwa 90 Minuten.</p><ul><li>Kreuzgang, Raum 1–4: Einbaum, Mühlen und Salzhandel</li><li>Refektorium, Raum 5–7: Glaube, Zölle und das Leben der Fischer</li><li>Dormitorium, Raum 8–9: Hochwasser und die begehbare Aue</li></ul>', '<p>Nine rooms, <strong>more than 400 objects</strong>, a tour of about 90 minutes.</p><ul><li>Cloister, rooms 1–4: the dugout, mills and the salt trade</li><li>Refectory, rooms 5–7: faith, tolls and the life of the fishermen</li><li>Dormitory, rooms 8–9: floods and the walk-in floodplain</li></ul>') } }], [{ kind: 'image', data: { ...img.portrait, format: 'small', size: 'vertical', caption: t('Chefkuratorin Dr. Helene Vogt im Kreuzgang', 'Chief curator Dr Helene Vogt in the cloister') } }]),
      { kind: 'image_list', data: { extra_class: 'slider', format: 'large' }, children: [{ kind: 'image', data: { ...img.hall, format: 'large' } }, { kind: 'image', data: { ...img.crown, format: 'large' } }, { kind: 'image', data: { ...img.archive, format: 'large' } }] },
    ],
  },
  {
    key: 'history',
    in_menu: true,
    parent: 'exhibition',
    position: 1,
    de: { path: 'ausstellung/geschichte', title: 'Geschichte' },
    en: { path: 'exhibition/history', title: 'History' },
    modules: (t, img) => [
      col('33-67', [{ kind: 'image', data: { ...img.archive, format: 'medium', size: 'horizontal' } }], [{ kind: 'text', data: { content: t('<p>Um 1400 kostete ein Fass Salz so viel wie eine Kuh. Die Zollbücher von Auenstadt verzeichnen jede Ladung, die den Strom hinabfuhr – und die Namen der Schiffer.</p>', '<p>Around 1400 a barrel of salt cost as much as a cow. The Auenstadt customs ledgers list every cargo that went down the river – and the names of the boatmen.</p>') } }]),
      one({ kind: 'quote', data: { content: t('Der Fluss ist der eigentliche Hauptdarsteller.', 'The river is the real star.'), author: 'Dr. Helene Vogt' } }),
    ],
  },
];
