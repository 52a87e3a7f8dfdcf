/** Demo detail-page parts: what each production (and the events of it) shows beyond its description. */
type Bi = { de: string; en: string };

export interface PartnerSeed {
  key: string;
  name: string;
  link: string | null;
  /** The drawn wordmark of the home page's logo list (its image key), for partners that list shows. */
  logo?: string;
  /** Wordmark colour of a partner without a drawn logo; its logo is then drawn as SVG text, sharp at every size. */
  colour: string;
  style: 'serif' | 'sans';
}

/** The names of the four partners on the home page's logo list are the names there, and their logos are its logos. */
export const PARTNERS: PartnerSeed[] = [
  { key: 'stiftung-flusslandschaft', name: 'Stiftung Flusslandschaft', link: 'https://example.org/stiftung-flusslandschaft', logo: 'partner-a', colour: '#163a44', style: 'serif' },
  { key: 'sparkasse', name: 'Auenländische Sparkasse', link: 'https://example.org/auenlaendische-sparkasse', logo: 'partner-b', colour: '#b00d2c', style: 'sans' },
  { key: 'stadtwerke-auenstadt', name: 'Stadtwerke Auenstadt', link: null, colour: '#245c3a', style: 'sans' },
  { key: 'kulturradio', name: 'Kulturradio Aue 94,3', link: 'https://example.org/kulturradio', logo: 'partner-c', colour: '#c8893b', style: 'sans' },
  { key: 'land-kultur', name: 'Land Auenland – Ministerium für Kultur', link: 'https://example.org/ministerium', logo: 'partner-d', colour: '#1d1d1b', style: 'serif' },
  { key: 'freundeskreis', name: 'Freundeskreis Kloster Auenstein e. V.', link: null, colour: '#5a4632', style: 'serif' },
];

export interface OwnerParts {
  importantInfo?: Bi;
  openingHours?: Array<{ days: Bi; from: string | null; to: string | null; closed?: boolean }>;
  images?: Array<{ key: string; caption: Bi }>;
  programs?: Array<{ time: string; title: Bi; text?: Bi }>;
  video?: { url: string; title: Bi };
  contributors?: Array<{ name: string; role: Bi; teamLastName?: string }>;
  /** Article titles (German) to relate. */
  articles?: string[];
  sponsors?: string[];
  promoters?: string[];
}

// The hours of the visit page and the opening-hours table: Tuesday to Sunday 10–18, Thursday until 20.
const EXHIBITION_HOURS: OwnerParts['openingHours'] = [
  { days: { de: 'Mo (außer an Feiertagen)', en: 'Mon (except public holidays)' }, from: null, to: null, closed: true },
  { days: { de: 'Di, Mi, Fr, Sa, So', en: 'Tue, Wed, Fri, Sat, Sun' }, from: '10:00', to: '18:00' },
  { days: { de: 'Do', en: 'Thu' }, from: '10:00', to: '20:00' },
];

/** Parts of each production, keyed by production key. */
export const PRODUCTION_PARTS: Record<string, OwnerParts> = {
  flussland: {
    openingHours: EXHIBITION_HOURS,
    images: [
      { key: 'flussland-kreuzgang', caption: { de: 'Der Kreuzgang mit der begehbaren Flusslandschaft', en: 'The cloister with the walk-in river landscape' } },
      { key: 'flussland-einbaum', caption: { de: 'Der Einbaum aus dem Auenschlamm, um 800', en: 'The dugout canoe from the floodplain mud, c. 800' } },
      { key: 'flussland-refektorium', caption: { de: 'Salzhandel im Refektorium', en: 'The salt trade in the refectory' } },
    ],
    programs: [
      { time: '1–3', title: { de: 'Der Strom entsteht', en: 'The river takes shape' }, text: { de: 'Räume 1–3: Geologie, Auen und die ersten Siedlungen.', en: 'Rooms 1–3: geology, floodplains and the first settlements.' } },
      { time: '4–6', title: { de: 'Salz und Glaube', en: 'Salt and faith' }, text: { de: 'Räume 4–6: das Kloster, die Hanse und der Handel auf dem Fluss.', en: 'Rooms 4–6: the abbey, the Hanse and trade on the river.' } },
      { time: '7–9', title: { de: 'Leben mit der Flut', en: 'Living with the flood' }, text: { de: 'Räume 7–9: Deiche, Hochwasser und die Rückkehr der Natur.', en: 'Rooms 7–9: dykes, floods and the return of nature.' } },
    ],
    video: { url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', title: { de: 'Ein Rundgang durch »Flussland«', en: 'A walk through »River Land«' } },
    contributors: [
      { name: 'Dr. Helene Vogt', role: { de: 'Kuratorin', en: 'Curator' }, teamLastName: 'Vogt' },
      { name: 'Matthias Ebel', role: { de: 'Ausstellungsgestaltung', en: 'Exhibition design' } },
      { name: 'Atelier Strömung', role: { de: 'Medienstationen', en: 'Media stations' } },
    ],
    articles: ['Der Einbaum aus dem Auenschlamm', 'Wie die Mönche den Fluss zähmten', 'Salz für die Hanse'],
    promoters: ['land-kultur', 'stiftung-flusslandschaft'],
  },
  klosterkonzerte: {
    images: [{ key: 'konzerte-refektorium', caption: { de: 'Konzert unter dem gotischen Gewölbe', en: 'A concert beneath the Gothic vault' } }],
    contributors: [{ name: 'Clara Neumann', role: { de: 'Künstlerische Leitung', en: 'Artistic director' }, teamLastName: 'Neumann' }],
    articles: ['Musik, die nach Wasser klingt'],
    promoters: ['freundeskreis'],
  },
  wasserwissen: {
    contributors: [{ name: 'Dr. Paul Winter', role: { de: 'Moderation', en: 'Host' }, teamLastName: 'Winter' }],
    articles: ['Der Biber ist zurück'],
    promoters: ['stadtwerke-auenstadt'],
  },
};

/** Parts every event of a production shows, keyed by production key. */
export const EVENT_PARTS: Record<string, OwnerParts> = {
  flussland: {
    importantInfo: {
      de: '<p>Treffpunkt ist die Kasse im Klosterhof, 10 Minuten vor Beginn. Die Führung ist barrierefrei; Hörverstärker liegen bereit.</p>',
      en: '<p>Meet at the ticket desk in the abbey courtyard 10 minutes before the start. The tour is step-free; hearing amplifiers are available.</p>',
    },
    programs: [
      { time: '0:00', title: { de: 'Begrüßung im Klosterhof', en: 'Welcome in the abbey courtyard' } },
      { time: '0:10', title: { de: 'Rundgang durch Kreuzgang und Refektorium', en: 'Walk through cloister and refectory' } },
      { time: '1:15', title: { de: 'Fragen und Gespräch', en: 'Questions and conversation' } },
    ],
    contributors: [{ name: 'Yusuf Demir', role: { de: 'Führung', en: 'Guide' }, teamLastName: 'Demir' }],
    articles: ['Wie die Mönche den Fluss zähmten'],
    sponsors: ['sparkasse'],
    promoters: ['land-kultur'],
  },
  klosterkonzerte: {
    importantInfo: {
      de: '<p>Einlass 30 Minuten vor Beginn. Das Refektorium ist nicht beheizt – bitte an warme Kleidung denken.</p>',
      en: '<p>Doors open 30 minutes before the start. The refectory is unheated – please bring warm clothing.</p>',
    },
    images: [
      { key: 'konzert-gewoelbe', caption: { de: 'Das Refektorium bei Kerzenlicht', en: 'The refectory by candlelight' } },
      { key: 'konzert-ensemble', caption: { de: 'Probe am Nachmittag', en: 'Afternoon rehearsal' } },
    ],
    programs: [
      { time: '19:00', title: { de: 'Einlass', en: 'Doors open' } },
      { time: '19:30', title: { de: 'Einführung mit der künstlerischen Leitung', en: 'Introduction by the artistic director' } },
      { time: '20:00', title: { de: 'Konzert', en: 'Concert' }, text: { de: 'Mit einer Pause von 20 Minuten.', en: 'With a 20-minute interval.' } },
    ],
    video: { url: 'https://vimeo.com/76979871', title: { de: 'Klosterkonzerte: ein Abend im Refektorium', en: 'Abbey Concerts: an evening in the refectory' } },
    contributors: [
      { name: 'Clara Neumann', role: { de: 'Künstlerische Leitung', en: 'Artistic director' }, teamLastName: 'Neumann' },
      { name: 'Ensemble Vox Fluminis', role: { de: 'Ensemble', en: 'Ensemble' } },
    ],
    articles: ['Musik, die nach Wasser klingt'],
    sponsors: ['sparkasse', 'kulturradio'],
    promoters: ['freundeskreis'],
  },
  wasserwissen: {
    importantInfo: { de: '<p>Der Eintritt ist frei; eine Platzkarte sichert Ihren Sitzplatz.</p>', en: '<p>Admission is free; a seat ticket guarantees your place.</p>' },
    programs: [
      { time: '19:00', title: { de: 'Vortrag', en: 'Talk' } },
      { time: '20:00', title: { de: 'Gespräch mit dem Publikum', en: 'Discussion with the audience' } },
    ],
    contributors: [{ name: 'Dr. Paul Winter', role: { de: 'Moderation', en: 'Host' }, teamLastName: 'Winter' }],
    sponsors: ['stadtwerke-auenstadt'],
    promoters: ['stadtwerke-auenstadt'],
  },
};

/** What every special day shows beside its own note and hours (see special-days.ts). */
export const SPECIAL_DAY_PARTNERS: Pick<OwnerParts, 'sponsors' | 'promoters'> = {
  sponsors: ['kulturradio'],
  promoters: ['land-kultur'],
};
