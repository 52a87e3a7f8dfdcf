import type { PageSpec } from './types';
import { col, one } from './types';

/** Visit, media, join-in, layouts, landing, offline and shop-target pages: together they use every module kind. */
export const MORE_PAGES: PageSpec[] = [
  {
    key: 'visit',
    in_menu: true,
    de: { path: 'besuch', title: 'Besuch', headline: 'Ihr Besuch', meta_description: 'Öffnungszeiten, Anfahrt, Barrierefreiheit.' },
    en: { path: 'visit', title: 'Visit', headline: 'Your visit', meta_description: 'Opening hours, directions, accessibility.' },
    modules: (t, img) => [
      {
        kind: 'anchor_list',
        data: { sticky: true },
        children: [
          { kind: 'anchor_item', data: { title: t('Anfahrt', 'Directions'), anchor: 'anfahrt' } },
          { kind: 'anchor_item', data: { title: t('Fragen', 'Questions'), anchor: 'faq' } },
        ],
      },
      { kind: 'two_columns', data: { ...img.map, extra_class: 'image-text', text: t('<p id="anfahrt">Mit der Straßenbahn bis <strong>Schlossplatz</strong>.</p>', '<p id="anfahrt">Take the tram to <strong>Schlossplatz</strong>.</p>') } },
      { kind: 'two_columns', data: { ...img.garden, extra_class: 'text-image', text: t('<p>Alle Räume sind barrierefrei erreichbar.</p>', '<p>All rooms are step-free.</p>') } },
      col('50-50',
        [{ kind: 'link', data: { link_text: t('Karten kaufen', 'Buy tickets'), link: '/webshop/', extra_class: 'button', sticky: true } }, { kind: 'link', data: { link_text: t('Lageplan (PDF)', 'Site map (PDF)'), link: 'https://example.org/lageplan.pdf', extra_class: 'link', open_new_window: true } }],
        [{ kind: 'link', data: { link_text: t('Gruppen', 'Groups'), link: t('/de/mitmachen', '/en/join-in'), extra_class: 'secondary button' } }, { kind: 'link', data: { link_text: t('Weiter', 'Next'), link: t('/de/medien', '/en/media'), extra_class: 'slider' } }],
      ),
      one({
        kind: 'faq',
        data: {
          headline: t('Häufige Fragen', 'Frequently asked questions'),
          anchor: 'faq',
          items: [
            { question: t('Darf ich fotografieren?', 'May I take photos?'), answer: t('<p>Ja, ohne Blitz.</p>', '<p>Yes, without flash.</p>') },
            { question: t('Gibt es Schließfächer?', 'Are there lockers?'), answer: t('<p>Ja, im Foyer.</p>', '<p>Yes, in the foyer.</p>') },
          ],
        },
      }),
      one({ kind: 'image', data: { ...img.hall, format: 'large' } }),
    ],
  },
  {
    key: 'media',
    de: { path: 'medien', title: 'Medien', headline: 'Hören und Sehen' },
    en: { path: 'media', title: 'Media', headline: 'Listen and watch' },
    modules: (t, img) => [
      col('50-50',
        [{ kind: 'video', data: { video_url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', title: t('Trailer zur Ausstellung', 'Exhibition trailer'), length: '2:14', ...img.night } }],
        [{ kind: 'video_self_hosted', data: { file: '/media/demo-rundgang.mp4', title: t('Rundgang (Demo)', 'Tour (demo)'), ...img.hall } }],
      ),
      col('50-50',
        [{ kind: 'audio', data: { code: '<iframe src="https://open.spotify.com/embed/episode/demo" width="100%" height="152" loading="lazy"></iframe>' } }],
        [{ kind: 'audio_self_hosted', data: { file: '/media/demo-audioguide.mp3', title: t('Audioguide Raum 1', 'Audio guide room 1') } }],
      ),
      one({ kind: 'viewer', data: { code: '<iframe src="https://e.issuu.com/embed.html?d=demo-katalog" width="100%" height="500"></iframe>' } }),
      one({ kind: 'social_media', data: { code: '<blockquote class="instagram-media" data-instgrm-permalink="https://www.instagram.com/p/demo/"></blockquote>' } }),
      { kind: 'video_list', data: { headline: t('Weitere Videos', 'More videos') }, children: [{ kind: 'video', data: { video_url: 'https://vimeo.com/76979871', title: t('Restaurierung', 'Restoration') } }, { kind: 'video', data: { video_url: 'https://youtu.be/aqz-KE-bpKQ', title: t('Aufbau', 'Installation') } }] },
      { kind: 'image_list', data: { extra_class: 'grid', format: 'medium' }, children: [{ kind: 'image', data: { ...img.crown, format: 'medium' } }, { kind: 'image', data: { ...img.archive, format: 'medium' } }] },
      { kind: 'image_list', data: { extra_class: 'masonry', format: 'small' }, children: [{ kind: 'image', data: { ...img.portrait, format: 'small' } }, { kind: 'image', data: { ...img.kids, format: 'small' } }] },
      { kind: 'image_list', data: { extra_class: 'parallax' }, children: [{ kind: 'image', data: { ...img.garden, format: 'large' } }, { kind: 'image', data: { ...img.hall, format: 'large' } }] },
      { kind: 'image_list', data: { extra_class: 'parallax-semi-lazy' }, children: [{ kind: 'image', data: { ...img.night, format: 'large' } }, { kind: 'image', data: { ...img.festival, format: 'large' } }] },
    ],
  },
  {
    key: 'join',
    in_footer: true,
    de: { path: 'mitmachen', title: 'Mitmachen', headline: 'Mitmachen' },
    en: { path: 'join-in', title: 'Join in', headline: 'Join in' },
    modules: (t, img) => [
      { kind: 'teaser_list', data: { extra_class: 'list' }, children: [{ kind: 'teaser_item', data: { ...img.kids, headline: t('Schulklassen', 'School classes'), text: t('<p>Workshops für alle Jahrgangsstufen.</p>', '<p>Workshops for every year group.</p>'), link: t('/de/besuch', '/en/visit'), link_text: t('Anmelden', 'Register') } }, { kind: 'teaser_item', data: { ...img.music, headline: t('Ehrenamt', 'Volunteering') } }] },
      one({ kind: 'form', data: { hubspot_id: 'demo-newsletter-2026' } }),
      col('25-50-25', [], [{ kind: 'venue', data: { venue: 1 } }], []),
      { kind: 'venue_list', data: { headline: t('Spielorte', 'Venues') }, children: [{ kind: 'venue', data: { venue: 1 } }, { kind: 'venue', data: { venue: 2 } }] },
      one({ kind: 'html', data: { html_code: t('<div class="newsletter-note"><p>Newsletter: einmal im Monat, jederzeit abbestellbar.</p></div>', '<div class="newsletter-note"><p>Newsletter: once a month, unsubscribe any time.</p></div>') } }),
    ],
  },
  {
    key: 'layouts',
    de: { path: 'ausstellung/bereiche', title: 'Bereiche' },
    en: { path: 'exhibition/areas', title: 'Areas' },
    parent: 'exhibition',
    position: 2,
    modules: (t, img) => [
      one({ kind: 'text', data: { content: t('<p>Die Ausstellung gliedert sich in fünf Bereiche.</p>', '<p>The exhibition has five areas.</p>'), decrease_distance: true } }),
      { kind: 'section', layout: '100', data: { extra_class: 'default' }, columns: [[{ kind: 'headline', data: { content: t('Macht', 'Power'), headline_level: 2 } }]] },
      { kind: 'section', layout: '50-50', data: { extra_class: 'beige' }, columns: [[{ kind: 'text', data: { content: t('<p>Herrschaft und Verwaltung.</p>', '<p>Rule and administration.</p>') } }], [{ kind: 'image', data: { ...img.crown, format: 'medium' } }]] },
      { kind: 'section', layout: '33-33-33', data: { extra_class: 'turquoise' }, columns: [[{ kind: 'headline', data: { content: t('Handel', 'Trade'), headline_level: 4 } }], [{ kind: 'headline', data: { content: t('Handwerk', 'Crafts'), headline_level: 5 } }], [{ kind: 'headline', data: { content: t('Wissen', 'Knowledge'), headline_level: 6 } }]] },
      { kind: 'section', layout: '67-33', data: { extra_class: 'beige-decoration', ...img.archive }, columns: [[{ kind: 'text', data: { content: t('<p>Glaube und Kirche.</p>', '<p>Faith and church.</p>') } }], []] },
      { kind: 'section', layout: '25-50-25', data: { extra_class: 'turquoise-decoration' }, columns: [[], [{ kind: 'quote', data: { content: t('Pracht ist Politik.', 'Splendour is politics.') } }], []] },
    ],
  },
  {
    key: 'festival',
    is_landing_page: true,
    de: { path: 'sommerfest', title: 'Sommerfest', headline: 'Sommerfest im Schlossgarten' },
    en: { path: 'summer-festival', title: 'Summer festival', headline: 'Summer festival in the palace garden' },
    og: true,
    modules: (t, img) => [
      { kind: 'hero_media', data: { ...img.festival, headline: t('Sommerfest am 4. Juli', 'Summer festival on 4 July'), button_text: t('Karten', 'Tickets'), button_link: '/webshop/', sticky: true, online_from: '2026-01-01T00:00:00+01:00', online_to: '2026-07-05T00:00:00+02:00' } },
      one({ kind: 'text', data: { content: t('<p>Musik, Theater und Picknick bis Mitternacht.</p>', '<p>Music, theatre and picnics until midnight.</p>') } }),
    ],
  },
  {
    key: 'preview',
    is_online: false,
    de: { path: 'vorschau', title: 'Vorschau 2027', headline: 'Vorschau 2027' },
    en: { path: 'preview', title: 'Preview 2027', headline: 'Preview 2027' },
    modules: (t) => [one({ kind: 'text', data: { content: t('<p>Noch nicht veröffentlicht.</p>', '<p>Not published yet.</p>') } })],
  },
  {
    key: 'article',
    de: { path: 'artikel', title: 'Artikel im Shop', headline: 'Katalog und Souvenirs' },
    en: { path: 'article', title: 'Shop articles', headline: 'Catalogue and souvenirs' },
    modules: (t) => [one({ kind: 'text', data: { content: t('<p>Der Ausstellungskatalog ist im Museumsshop erhältlich.</p>', '<p>The exhibition catalogue is available in the museum shop.</p>') } })],
  },
  {
    key: 'subscription',
    de: { path: 'abonnement', title: 'Abonnement', headline: 'Jahreskarte' },
    en: { path: 'subscription', title: 'Subscription', headline: 'Annual pass' },
    modules: (t) => [one({ kind: 'text', data: { content: t('<p>Mit der Jahreskarte so oft Sie möchten.</p>', '<p>With the annual pass as often as you like.</p>') } })],
  },
];
