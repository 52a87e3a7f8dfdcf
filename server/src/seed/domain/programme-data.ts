/**
 * The programme of the demo exhibition "Flussland – Leben am großen Strom" in the fictional town of Auenstadt:
 * venues, rooms, option lists and productions. Texts in German and English.
 */
export interface Bi {
  de: string;
  en: string;
}

export const VENUES = [
  {
    key: 'kloster',
    slug: { de: 'kloster-auenstein', en: 'auenstein-abbey' },
    name: { de: 'Kloster Auenstein', en: 'Auenstein Abbey' },
    description: {
      de: '<p>Das ehemalige Zisterzienserkloster am Altarm des Stroms ist der Hauptschauplatz der Landesausstellung. Kreuzgang und Refektorium wurden für die Ausstellung behutsam restauriert und sind barrierefrei zugänglich.</p>',
      en: '<p>The former Cistercian abbey on an old arm of the river is the main venue of the state exhibition. Its cloister and refectory were carefully restored for the exhibition and are fully accessible.</p>',
    },
    street: 'Klosterhof 1',
    zip: '54321',
    city: 'Auenstadt',
    lat: 50.1182,
    lng: 8.6873,
    accessibility: {
      de: 'Stufenloser Zugang über den Klosterhof; Kreuzgang und Refektorium liegen ebenerdig. Ein rollstuhlgerechtes WC ist am Eingang, Leihrollstühle gibt es an der Kasse.',
      en: 'Step-free entrance from the abbey courtyard; the cloister and refectory are on the ground floor. There is an accessible toilet by the entrance, and wheelchairs can be borrowed at the box office.',
    },
    rooms: [
      { key: 'kreuzgang', name: { de: 'Kreuzgang', en: 'Cloister' } },
      { key: 'refektorium', name: { de: 'Refektorium', en: 'Refectory' } },
    ],
  },
  {
    key: 'werft',
    slug: { de: 'kulturwerft', en: 'culture-shipyard' },
    name: { de: 'Kulturwerft Auenstadt', en: 'Auenstadt Culture Shipyard' },
    description: {
      de: '<p>In der alten Schiffswerft am Hafen entstehen heute keine Lastkähne mehr, sondern Ideen: Die Werfthalle ist Werkstatt, Labor und Treffpunkt für Familien und Schulklassen.</p>',
      en: '<p>The old shipyard by the harbour no longer builds barges but ideas: its hall is workshop, laboratory and meeting place for families and school classes.</p>',
    },
    street: 'Hafenstraße 12',
    zip: '54322',
    city: 'Auenstadt',
    lat: 50.1121,
    lng: 8.6934,
    rooms: [{ key: 'werfthalle', name: { de: 'Werfthalle', en: 'Shipyard Hall' } }],
  },
  {
    key: 'stadthalle',
    slug: { de: 'stadthalle-auenstadt', en: 'auenstadt-city-hall' },
    name: { de: 'Stadthalle Auenstadt', en: 'Auenstadt City Hall' },
    description: {
      de: '<p>Die Stadthalle aus den 1920er-Jahren bietet im Großen Saal Platz für Vorträge, Lesungen und Konzerte mit bis zu 400 Gästen.</p>',
      en: '<p>The 1920s city hall seats up to 400 guests in its Great Hall for talks, readings and concerts.</p>',
    },
    street: 'Marktplatz 3',
    zip: '54321',
    city: 'Auenstadt',
    lat: 50.1155,
    lng: 8.6821,
    accessibility: {
      de: 'Der Große Saal ist über den Aufzug am Seiteneingang Marktgasse erreichbar. Rollstuhlplätze in Reihe 1, eine induktive Höranlage ist vorhanden.',
      en: 'The Great Hall is reached by the lift at the side entrance on Marktgasse. Wheelchair spaces are in row 1, and there is an induction loop.',
    },
    rooms: [{ key: 'saal', name: { de: 'Großer Saal', en: 'Great Hall' } }],
  },
  {
    key: 'park',
    slug: { de: 'schlosspark-auenstein', en: 'auenstein-palace-park' },
    name: { de: 'Schlosspark Auenstein', en: 'Auenstein Palace Park' },
    description: {
      de: '<p>Der Landschaftspark am Ufer verbindet Kloster und Stadt: Der Uferweg führt in zehn Minuten vom Klosterhof zur Stadthalle. Im Park sind Reste der Wasserbauten der Mönche zu sehen.</p>',
      en: '<p>The landscape park on the riverbank links the abbey and the town: the riverside path leads from the abbey courtyard to the City Hall in ten minutes. Remains of the monks\' waterworks can be seen in the park.</p>',
    },
    street: 'Uferweg 5',
    zip: '54321',
    city: 'Auenstadt',
    lat: 50.1203,
    lng: 8.6788,
    rooms: [{ key: 'parkbuehne', name: { de: 'Parkbühne', en: 'Park Stage' } }],
  },
] as const;

export const EXHIBITION_TYPES = [
  { slug: 'tour', name: { de: 'Führung', en: 'Guided tour' } },
  { slug: 'concert', name: { de: 'Konzert', en: 'Concert' } },
  { slug: 'talk', name: { de: 'Vortrag', en: 'Talk' } },
  { slug: 'workshop', name: { de: 'Workshop', en: 'Workshop' } },
] as const;

export const EVENT_TAGS = [
  { key: 'family', name: { de: 'Für Familien', en: 'For families' }, show: true },
  { key: 'accessible', name: { de: 'Barrierefrei', en: 'Accessible' }, show: true },
  { key: 'kids', name: { de: 'Für Kinder', en: 'For children' }, show: true },
  { key: 'english', name: { de: 'Auf Englisch', en: 'In English' }, show: true },
  { key: 'evening', name: { de: 'Abendprogramm', en: 'Evening programme' }, show: true },
  { key: 'free', name: { de: 'Eintritt frei', en: 'Free admission' }, show: true },
  // Used to mark events for teaser modules; not a filter a visitor needs.
  { key: 'highlight', name: { de: 'Highlight', en: 'Highlight' }, show: false },
] as const;

export const SERIES = [
  {
    key: 'kuratoren',
    slug: { de: 'kuratorenfuehrungen', en: 'curators-tours' },
    name: { de: 'Kuratorenführungen', en: "Curators' Tours" },
    description: {
      de: '<p>Die Kuratorinnen und Kuratoren der Landesausstellung führen persönlich durch die Hauptausstellung – jedes Mal mit einem anderen Schwerpunkt und viel Zeit für Fragen.</p>',
      en: '<p>The curators of the state exhibition take you through the main exhibition in person – each time with a different focus and plenty of time for questions.</p>',
    },
  },
  {
    key: 'klosterkonzerte',
    slug: { de: 'klosterkonzerte', en: 'abbey-concerts' },
    name: { de: 'Klosterkonzerte', en: 'Abbey Concerts' },
    description: {
      de: '<p>Musik vom Mittelalter bis zur Gegenwart im Refektorium des Klosters: Die Klosterkonzerte bringen Ensembles aus der Region und internationale Gäste an einen Ort mit besonderer Akustik.</p>',
      en: '<p>Music from the Middle Ages to today in the abbey refectory: the Abbey Concerts bring regional ensembles and international guests to a room with remarkable acoustics.</p>',
    },
  },
  {
    key: 'wasserwissen',
    slug: { de: 'wasserwissen', en: 'water-knowledge' },
    name: { de: 'Wasserwissen – Vortragsreihe', en: 'Water Knowledge – Lecture Series' },
    description: {
      de: '<p>Jeden Mittwoch erzählen Forschende, wie der Strom die Region geprägt hat und was Hochwasser, Klimawandel und Renaturierung für ihre Zukunft bedeuten. Der Eintritt ist frei, um Anmeldung wird gebeten.</p>',
      en: '<p>Every Wednesday researchers explain how the river shaped the region and what floods, climate change and rewilding mean for its future. Admission is free; please register.</p>',
    },
  },
  {
    key: 'werkstatt',
    slug: { de: 'werkstatt-fluss', en: 'river-workshop' },
    name: { de: 'Werkstatt Fluss', en: 'River Workshop' },
    description: {
      de: '<p>Bauen, forschen, ausprobieren: Sonntags verwandelt sich die Kulturwerft in eine Familienwerkstatt. Jede Runde dauert 75 Minuten, Kinder ab 6 Jahren sind willkommen.</p>',
      en: '<p>Build, explore, try things out: on Sundays the Culture Shipyard becomes a family workshop. Each round lasts 75 minutes; children aged 6 and over are welcome.</p>',
    },
  },
] as const;

export const GENRES = [
  { key: 'classical', name: { de: 'Klassik', en: 'Classical' } },
  { key: 'jazz', name: { de: 'Jazz', en: 'Jazz' } },
  { key: 'history', name: { de: 'Geschichte', en: 'History' } },
  { key: 'nature', name: { de: 'Natur & Umwelt', en: 'Nature & environment' } },
  { key: 'art', name: { de: 'Kunst & Handwerk', en: 'Art & craft' } },
] as const;

export const SEASONS = [
  { key: 's1', name: { de: 'Eröffnungsspielzeit', en: 'Opening season' } },
  { key: 's2', name: { de: 'Zweite Spielzeit', en: 'Second season' } },
] as const;

export const PRODUCTION_TAGS = [
  { key: 'premiere', name: { de: 'Uraufführung', en: 'World premiere' } },
  { key: 'family', name: { de: 'Für Familien', en: 'For families' } },
  { key: 'music', name: { de: 'Musik', en: 'Music' } },
  { key: 'own', name: { de: 'Eigenproduktion', en: 'In-house production' } },
] as const;

type ProductionSeed = {
  key: string;
  title: Bi;
  subtitle: Bi;
  description: Bi;
  season: 's1' | 's2';
  type: 'tour' | 'concert' | 'talk' | 'workshop';
  tags: Array<'premiere' | 'family' | 'music' | 'own'>;
  /**
   * Days from today. Second-season ranges are narrowed to their events when seeded; every range ends by the main
   * exhibition's last day.
   */
  from: number;
  to: number;
};

export const PRODUCTIONS: ProductionSeed[] = [
  {
    key: 'flussland',
    title: { de: 'Flussland – Leben am großen Strom', en: 'River Land – Life on the Great River' },
    subtitle: { de: 'Die Hauptausstellung im Kloster Auenstein', en: 'The main exhibition at Auenstein Abbey' },
    description: {
      de: '<p>Über 400 Objekte aus zwölf Jahrhunderten erzählen, wie der Strom Handel, Glauben und Alltag der Region geprägt hat: vom Einbaum aus dem Auenschlamm über die Salzschiffe der Hanse bis zu den Hochwassermarken des 20. Jahrhunderts.</p><p>Die Ausstellung führt in neun Räumen durch Kreuzgang und Refektorium und lädt mit Hörstationen, Modellen und einer begehbaren Flusslandschaft zum Entdecken ein.</p>',
      en: '<p>More than 400 objects from twelve centuries tell how the river shaped the trade, faith and everyday life of the region: from a dugout canoe found in the floodplain mud to the salt barges of the Hanseatic era and the flood marks of the 20th century.</p><p>Nine rooms lead through the cloister and refectory, with listening stations, models and a walk-in river landscape to explore.</p>',
    },
    season: 's1',
    type: 'tour',
    tags: ['own', 'family'],
    from: -40,
    to: 150,
  },
  {
    key: 'klosterkonzerte',
    title: { de: 'Klosterkonzerte', en: 'Abbey Concerts' },
    subtitle: { de: 'Musik im Refektorium', en: 'Music in the refectory' },
    description: {
      de: '<p>Vierzehn Abende mit Alter Musik, Kammermusik und Jazz unter dem gotischen Gewölbe. Die Reihe verbindet Werke aus der Blütezeit des Klosters mit neuen Kompositionen, die eigens für die Landesausstellung entstanden sind.</p>',
      en: '<p>Fourteen evenings of early music, chamber music and jazz beneath the Gothic vault. The series pairs works from the abbey\'s heyday with new pieces written for the state exhibition.</p>',
    },
    season: 's1',
    type: 'concert',
    tags: ['music'],
    from: -20,
    to: 100,
  },
  {
    key: 'wasserwissen',
    title: { de: 'Wasserwissen', en: 'Water Knowledge' },
    subtitle: { de: 'Die Vortragsreihe zur Ausstellung', en: 'The lecture series of the exhibition' },
    description: {
      de: '<p>Geologie, Geschichte, Ökologie: Die Vortragsreihe holt die Forschung zum Strom in die Stadthalle. Nach jedem Vortrag bleibt Zeit für das Gespräch mit dem Publikum.</p>',
      en: '<p>Geology, history, ecology: the lecture series brings research on the river to the City Hall. Every talk is followed by a conversation with the audience.</p>',
    },
    season: 's1',
    type: 'talk',
    tags: ['own'],
    from: -10,
    to: 95,
  },
  {
    key: 'werkstatt',
    title: { de: 'Werkstatt Fluss', en: 'River Workshop' },
    subtitle: { de: 'Familienprogramm in der Kulturwerft', en: 'Family programme at the Culture Shipyard' },
    description: {
      de: '<p>Kinder und Erwachsene bauen Flöße, mischen Farben aus Flusssand und erforschen unter dem Mikroskop, was im Wasser lebt.</p>',
      en: '<p>Children and adults build rafts, mix paints from river sand and look at what lives in the water under the microscope.</p>',
    },
    season: 's1',
    type: 'workshop',
    tags: ['family'],
    from: -5,
    to: 95,
  },
  {
    key: 'winterabende',
    title: { de: 'Winterabende in der Stadthalle', en: 'Winter Evenings at the City Hall' },
    subtitle: { de: 'Konzerte im Großen Saal', en: 'Concerts in the Great Hall' },
    description: {
      de: '<p>Wenn es früh dunkel wird, lädt die Stadthalle zu Konzertabenden ein: Big Band, Weltmusik, ein Sinfoniekonzert und ein Abend der Bläser im Großen Saal.</p>',
      en: '<p>When darkness falls early, the City Hall invites you to evenings of music: big band, world music, a symphony concert and an evening of winds in the Great Hall.</p>',
    },
    season: 's1',
    type: 'concert',
    tags: ['music', 'family'],
    from: 20,
    to: 80,
  },
  {
    key: 'salzschiff',
    title: { de: 'Das Salzschiff', en: 'The Salt Barge' },
    subtitle: { de: 'Musiktheater für die ganze Familie', en: 'Music theatre for the whole family' },
    description: {
      de: '<p>Ein Schiffsjunge, ein verschwundenes Fass Salz und ein Strom voller Geheimnisse: Das Musiktheater nach einer Sage aus Auenstadt wurde für die Landesausstellung geschrieben.</p>',
      en: '<p>A ship\'s boy, a missing barrel of salt and a river full of secrets: this music theatre piece after a legend from Auenstadt was written for the state exhibition.</p>',
    },
    season: 's2',
    type: 'concert',
    tags: ['premiere', 'family', 'own'],
    from: 98,
    to: 140,
  },
  {
    key: 'uferlicht',
    title: { de: 'Uferlicht', en: 'Riverbank Light' },
    subtitle: { de: 'Eine Lichtinstallation im Kreuzgang', en: 'A light installation in the cloister' },
    description: {
      de: '<p>Die Künstlerin Mara Lindqvist übersetzt Pegelstände aus hundert Jahren in Licht: Donnerstagabends spiegelt der Kreuzgang den Wasserstand eines anderen Jahres.</p>',
      en: '<p>Artist Mara Lindqvist translates a hundred years of water levels into light: on Thursday evenings the cloister reflects the river level of a different year.</p>',
    },
    season: 's2',
    type: 'tour',
    tags: ['premiere'],
    from: 105,
    to: 146,
  },
  {
    key: 'hanse',
    title: { de: 'Hanse, Handel, Heimat', en: 'Hanse, Trade, Home' },
    subtitle: { de: 'Symposium zur Handelsgeschichte', en: 'Symposium on trade history' },
    description: {
      de: '<p>Zwei Tage, Freitag und Samstag: Fachvorträge und Podien zur Rolle der Flussstädte im Hansehandel, offen für alle Interessierten.</p>',
      en: '<p>Two days, Friday and Saturday, of lectures and panels on the river towns\' role in Hanseatic trade, open to everyone interested.</p>',
    },
    season: 's2',
    type: 'talk',
    tags: [],
    from: 119,
    to: 126,
  },
  {
    key: 'flussgeschichten',
    title: { de: 'Flussgeschichten', en: 'River Stories' },
    subtitle: { de: 'Erzählcafé mit Zeitzeugen', en: 'Story café with eyewitnesses' },
    description: {
      de: '<p>Menschen aus Auenstadt erzählen vom Hochwasser 1962, vom Schwimmen im Strom und vom letzten Fährmann. Gesammelt werden die Geschichten für das Archiv der Ausstellung.</p>',
      en: '<p>People from Auenstadt tell of the 1962 flood, of swimming in the river and of the last ferryman. The stories are collected for the exhibition archive.</p>',
    },
    season: 's2',
    type: 'talk',
    tags: ['own'],
    from: 112,
    to: 146,
  },
  {
    key: 'bootsbau',
    title: { de: 'Bootsbau-Akademie', en: 'Boatbuilding Academy' },
    subtitle: { de: 'Ein Holzboot an zehn Samstagen', en: 'A wooden boat in ten Saturdays' },
    description: {
      de: '<p>Unter Anleitung der letzten Bootsbauer der Region entsteht in der Kulturwerft ein traditioneller Flusskahn. Zuschauen ist jederzeit möglich, Mitbauen nach Anmeldung.</p>',
      en: '<p>Guided by the region\'s last boatbuilders, a traditional river punt takes shape at the Culture Shipyard. Watch at any time, or register to help build.</p>',
    },
    season: 's2',
    type: 'workshop',
    tags: ['family', 'own'],
    from: 77,
    to: 146,
  },
];
