import type { Bi } from './programme-data';
import { SPECIAL_DAYS } from './special-days';
import { minutesBetween, secondSeason } from './second-season';

/** One seat group of a planned event; `slots` are start times (HH:MM) when it is sold by timeslot. */
export interface PlannedSeatGroup {
  code: string;
  text: Bi;
  capacity: number;
  sold: number;
  prices: Array<{ saleType: number; price: string }>;
  slots?: string[];
  slotSold?: number[];
}

export interface PlannedEvent {
  title: Bi;
  subtitle: Bi;
  preline: Bi;
  description: Bi;
  /** Days from today and the Berlin start time. */
  day: number;
  time: string;
  minutes: number;
  mark: 'show' | 'teaser';
  type: 'tour' | 'concert' | 'talk' | 'workshop';
  room: string;
  series: string | null;
  genre: string;
  production: string | null;
  tags: string[];
  image: string;
  free: boolean;
  seatGroups: PlannedSeatGroup[];
}

/** Sale types as the ticketing system numbers them; the names are the price texts the booking widget shows. */
export const SALE_TYPES: Record<number, { name: Bi; text: Bi; discount: boolean }> = {
  1: { name: { de: 'Vollpreis', en: 'Full price' }, text: { de: 'Vollpreis', en: 'Full price' }, discount: false },
  2: { name: { de: 'Ermäßigt', en: 'Reduced' }, text: { de: 'Schüler, Studierende, Schwerbehinderte', en: 'Pupils, students, disabled visitors' }, discount: true },
  3: { name: { de: 'Kinder', en: 'Children' }, text: { de: 'Kinder von 6 bis 14 Jahren', en: 'Children aged 6 to 14' }, discount: true },
  4: { name: { de: 'Familienkarte', en: 'Family ticket' }, text: { de: 'Zwei Erwachsene und bis zu drei Kinder', en: 'Two adults and up to three children' }, discount: true },
  5: { name: { de: 'Freier Eintritt', en: 'Free admission' }, text: { de: 'Mit Anmeldung', en: 'With registration' }, discount: false },
};

const TOUR_THEMES: Array<{ title: Bi; text: Bi }> = [
  { title: { de: 'Salz, Schiffe und die Hanse', en: 'Salt, Ships and the Hanse' }, text: { de: 'Wie das weiße Gold über den Strom kam und Auenstadt reich machte.', en: 'How white gold travelled down the river and made Auenstadt rich.' } },
  { title: { de: 'Die Mönche und das Wasser', en: 'The Monks and the Water' }, text: { de: 'Fischteiche, Mühlen und Kanäle: die Wasserbaukunst der Zisterzienser.', en: 'Fish ponds, mills and canals: the hydraulic engineering of the Cistercians.' } },
  { title: { de: 'Hochwasser! Leben mit der Flut', en: 'Flood! Living with High Water' }, text: { de: 'Von Deichbauern, Pegellatten und dem großen Hochwasser von 1962.', en: 'Of dyke builders, water gauges and the great flood of 1962.' } },
  { title: { de: 'Schätze aus dem Auenschlamm', en: 'Treasures from the Floodplain Mud' }, text: { de: 'Was Archäologen im Flussbett gefunden haben – und was es erzählt.', en: 'What archaeologists found in the riverbed – and what it tells us.' } },
];
const CONCERTS: Array<{ title: Bi; subtitle: Bi; genre: string }> = [
  { title: { de: 'Gesänge aus dem Kreuzgang', en: 'Chants from the Cloister' }, subtitle: { de: 'Ensemble Vox Fluminis', en: 'Ensemble Vox Fluminis' }, genre: 'classical' },
  { title: { de: 'Wassermusik', en: 'Water Music' }, subtitle: { de: 'Händel und Telemann mit dem Barockorchester Auenstadt', en: 'Handel and Telemann with the Auenstadt Baroque Orchestra' }, genre: 'classical' },
  { title: { de: 'Blue River Sessions', en: 'Blue River Sessions' }, subtitle: { de: 'Lena Brandt Quartett', en: 'Lena Brandt Quartet' }, genre: 'jazz' },
  { title: { de: 'Die Moldau', en: 'The Moldau' }, subtitle: { de: 'Smetana und Dvořák für Klaviertrio', en: 'Smetana and Dvořák for piano trio' }, genre: 'classical' },
  { title: { de: 'Strom und Stille', en: 'Current and Silence' }, subtitle: { de: 'Uraufführungen für Streichquartett', en: 'World premieres for string quartet' }, genre: 'classical' },
  { title: { de: 'Fährmann\'s Blues', en: 'Ferryman\'s Blues' }, subtitle: { de: 'Jazz-Abend mit dem Auen-Sextett', en: 'Jazz night with the Auen Sextet' }, genre: 'jazz' },
  { title: { de: 'Lieder vom Fluss', en: 'Songs of the River' }, subtitle: { de: 'Volkslieder neu gehört mit dem Kammerchor Auenstein', en: 'Folk songs heard anew with the Auenstein Chamber Choir' }, genre: 'classical' },
];
const TALKS: Bi[] = [
  { de: 'Wie der Strom sein Bett fand', en: 'How the River Found Its Bed' },
  { de: 'Biber zurück an der Aue', en: 'Beavers Return to the Floodplain' },
  { de: 'Handelswege im Mittelalter', en: 'Trade Routes in the Middle Ages' },
  { de: 'Hochwasserschutz im Klimawandel', en: 'Flood Protection in a Changing Climate' },
  { de: 'Die Fischer von Auenstadt', en: 'The Fishermen of Auenstadt' },
  { de: 'Renaturierung: Dem Fluss Raum geben', en: 'Rewilding: Giving the River Room' },
  { de: 'Brücken, Fähren, Furten', en: 'Bridges, Ferries, Fords' },
  { de: 'Das Wasser der Mönche', en: 'The Monks\' Water' },
  { de: 'Mikroplastik im Flusssand', en: 'Microplastics in River Sand' },
  { de: 'Sagen und Legenden vom Strom', en: 'Myths and Legends of the River' },
  { de: 'Vom Treidelpfad zum Radweg', en: 'From Towpath to Cycle Path' },
  { de: 'Auwälder – Urwälder Europas', en: 'Floodplain Forests – Europe\'s Jungles' },
  { de: 'Die Salzstraße', en: 'The Salt Road' },
  { de: 'Wem gehört der Fluss?', en: 'Who Owns the River?' },
];
const WORKSHOPS: Array<{ title: Bi; text: Bi }> = [
  { title: { de: 'Wir bauen ein Floß', en: 'Let\'s Build a Raft' }, text: { de: 'Aus Holz, Schnur und Korken entsteht ein schwimmfähiges Modellfloß zum Mitnehmen.', en: 'Wood, string and corks make a floating model raft to take home.' } },
  { title: { de: 'Farben aus Flusssand', en: 'Paints from River Sand' }, text: { de: 'Wir sammeln Sand und Erde und mischen daraus Farben wie die Buchmaler im Kloster.', en: 'We collect sand and soil and mix paints the way the abbey\'s illuminators did.' } },
  { title: { de: 'Forschen am Mikroskop', en: 'Explorers at the Microscope' }, text: { de: 'Wasserflöhe, Algen, Larven: Wer lebt in einem Tropfen Flusswasser?', en: 'Water fleas, algae, larvae: who lives in a drop of river water?' } },
];

const TOUR_PRICES = [
  { saleType: 1, price: '12.00' },
  { saleType: 2, price: '8.00' },
];

/** Events relative to today: weekly tours, fortnightly concerts, Wednesday talks, Sunday workshops, open-air nights. */
export function planEvents(todayWeekday: number): PlannedEvent[] {
  const events: PlannedEvent[] = [];
  // Days from today to the next given ISO weekday (0 when today is that day).
  const next = (weekday: number) => (weekday - todayWeekday + 7) % 7;

  for (let week = -2; week < 13; week++) {
    for (const [weekday, time, english] of [
      [6, '11:00', false],
      [7, '15:00', week % 3 === 0],
    ] as const) {
      const theme = TOUR_THEMES[(week + 4 + (weekday === 7 ? 2 : 0)) % TOUR_THEMES.length];
      const day = next(weekday) + week * 7;
      events.push({
        title: english ? { de: `${theme.title.de} (auf Englisch)`, en: theme.title.en } : theme.title,
        subtitle: { de: 'Kuratorenführung durch die Hauptausstellung', en: "Curator's tour of the main exhibition" },
        preline: { de: 'Flussland', en: 'River Land' },
        description: {
          de: `<p>${theme.text.de}</p><p>Die Führung dauert etwa 90 Minuten und ist auf 25 Personen begrenzt. Treffpunkt ist die Kasse im Klosterhof.</p>`,
          en: `<p>${theme.text.en}</p><p>The tour takes about 90 minutes and is limited to 25 people. Meet at the ticket desk in the abbey courtyard.</p>`,
        },
        day,
        time,
        minutes: 90,
        mark: 'show',
        type: 'tour',
        room: 'kreuzgang',
        series: 'kuratoren',
        genre: 'history',
        production: 'flussland',
        tags: ['accessible', ...(english ? ['english'] : [])],
        image: `tour-${TOUR_THEMES.indexOf(theme)}`,
        free: false,
        // Every fifth Saturday tour is fully booked, so the calendar shows what "sold out" looks like; the first one is
        // two weeks ahead, so the next days never offer only a full tour.
        seatGroups: [{ code: 'FUEHRUNG', text: { de: 'Führung', en: 'Tour' }, capacity: 25, sold: (week + 20) % 5 === 2 && weekday === 6 ? 25 : (week * 3 + 7) % 11, prices: TOUR_PRICES }],
      });
    }
  }

  CONCERTS.forEach((concert, i) => {
    const day = next(5) + (i - 1) * 14 + 7;
    events.push({
      title: concert.title,
      subtitle: concert.subtitle,
      preline: { de: 'Klosterkonzerte', en: 'Abbey Concerts' },
      description: {
        de: `<p>${concert.subtitle.de} im Refektorium des Klosters Auenstein. Einlass ab 19:00 Uhr, das Konzert dauert etwa zwei Stunden mit Pause.</p><p>Die Plätze im Parkett sind nummeriert, auf der Empore gilt freie Platzwahl.</p>`,
        en: `<p>${concert.subtitle.en} in the refectory of Auenstein Abbey. Doors open at 7 pm; the concert lasts about two hours including an interval.</p><p>Stalls seats are numbered; seating in the gallery is unreserved.</p>`,
      },
      day,
      time: '19:30',
      minutes: 120,
      mark: 'show',
      type: 'concert',
      room: 'refektorium',
      series: 'klosterkonzerte',
      genre: concert.genre,
      production: 'klosterkonzerte',
      tags: ['evening', ...(i === 1 ? ['highlight'] : [])],
      image: `concert-${i}`,
      free: false,
      seatGroups: [
        { code: 'PARKETT', text: { de: 'Parkett', en: 'Stalls' }, capacity: 120, sold: i === 1 ? 120 : 30 + i * 9, prices: [{ saleType: 1, price: '32.00' }, { saleType: 2, price: '24.00' }] },
        { code: 'EMPORE', text: { de: 'Empore', en: 'Gallery' }, capacity: 40, sold: i === 1 ? 40 : 5 + i * 4, prices: [{ saleType: 1, price: '22.00' }, { saleType: 2, price: '16.00' }] },
      ],
    });
  });

  TALKS.forEach((title, i) => {
    events.push({
      title,
      subtitle: { de: 'Vortrag mit anschließendem Gespräch', en: 'Talk followed by a discussion' },
      preline: { de: 'Wasserwissen', en: 'Water Knowledge' },
      description: {
        de: '<p>Ein Abend aus der Reihe »Wasserwissen«: Forschende stellen ihre Arbeit vor und beantworten Fragen aus dem Publikum. Der Eintritt ist frei; mit einer kostenlosen Platzkarte ist Ihr Sitzplatz garantiert.</p>',
        en: '<p>An evening of the »Water Knowledge« series: researchers present their work and answer questions from the audience. Admission is free; a free seat ticket guarantees your place.</p>',
      },
      day: next(3) + (i - 1) * 7,
      time: '19:00',
      minutes: 90,
      mark: 'show',
      type: 'talk',
      room: 'saal',
      series: 'wasserwissen',
      genre: i % 3 === 2 ? 'history' : 'nature',
      production: 'wasserwissen',
      tags: ['free', 'accessible', 'evening'],
      image: `talk-${i % 5}`,
      free: true,
      seatGroups: [{ code: 'SAAL', text: { de: 'Freie Platzwahl', en: 'Unreserved seating' }, capacity: 200, sold: 20 + ((i * 37) % 150), prices: [{ saleType: 5, price: '0.00' }] }],
    });
  });

  for (let week = 0; week < 13; week++) {
    const workshop = WORKSHOPS[week % WORKSHOPS.length];
    const slots = ['10:00', '11:30', '13:00', '14:30'];
    events.push({
      title: workshop.title,
      subtitle: { de: 'Familienwerkstatt für Kinder ab 6 Jahren', en: 'Family workshop for children aged 6 and over' },
      preline: { de: 'Werkstatt Fluss', en: 'River Workshop' },
      description: {
        de: `<p>${workshop.text.de}</p><p>Wählen Sie eine der vier Runden; jede dauert 75 Minuten. Kinder kommen bitte mit einer erwachsenen Begleitperson.</p>`,
        en: `<p>${workshop.text.en}</p><p>Choose one of four rounds; each lasts 75 minutes. Children please come with an accompanying adult.</p>`,
      },
      day: next(7) + week * 7,
      time: '10:00',
      minutes: 330,
      mark: 'show',
      type: 'workshop',
      room: 'werfthalle',
      series: 'werkstatt',
      genre: 'art',
      production: 'werkstatt',
      tags: ['family', 'kids'],
      image: `workshop-${week % WORKSHOPS.length}`,
      free: false,
      seatGroups: [
        {
          code: 'WERKSTATT',
          text: { de: 'Werkstattplatz', en: 'Workshop place' },
          capacity: 0,
          sold: 0,
          prices: [{ saleType: 3, price: '5.00' }, { saleType: 1, price: '7.00' }, { saleType: 4, price: '18.00' }],
          slots,
          // The first round of the first Sunday is full; the others fill up gradually.
          slotSold: slots.map((_, s) => (week === 0 && s === 0 ? 12 : (week + s * 3) % 9)),
        },
      ],
    });
  }

  // The exhibition runs through the cold months, so its evening concerts are indoors, in the City Hall's Great Hall.
  const winter: Array<{ title: Bi; subtitle: Bi; genre: string }> = [
    { title: { de: 'Swing im Großen Saal', en: 'Swing in the Great Hall' }, subtitle: { de: 'Big Band der Musikschule Auenstadt', en: 'Auenstadt Music School Big Band' }, genre: 'jazz' },
    { title: { de: 'Sinfonie vom Strom', en: 'Symphony of the River' }, subtitle: { de: 'Philharmonie Auenstadt', en: 'Auenstadt Philharmonic' }, genre: 'classical' },
    { title: { de: 'Klänge der Flüsse der Welt', en: 'Sounds of the World\'s Rivers' }, subtitle: { de: 'Weltmusik von Donau bis Mekong', en: 'World music from the Danube to the Mekong' }, genre: 'jazz' },
    { title: { de: 'Bläserabend', en: 'An Evening of Winds' }, subtitle: { de: 'Bläserensemble der Philharmonie', en: 'Philharmonic wind ensemble' }, genre: 'classical' },
  ];
  winter.forEach((concert, i) => {
    events.push({
      title: concert.title,
      subtitle: concert.subtitle,
      preline: { de: 'Winterabende', en: 'Winter Evenings' },
      description: {
        de: `<p>${concert.subtitle.de} im Großen Saal der Stadthalle. Einlass ab 19:30 Uhr, die Garderobe ist im Preis inbegriffen. Das Konzert dauert etwa zwei Stunden mit Pause.</p>`,
        en: `<p>${concert.subtitle.en} in the Great Hall of the City Hall. Doors open at 7.30 pm; the cloakroom is included. The concert lasts about two hours including an interval.</p>`,
      },
      day: next(6) + 21 + i * 14,
      time: '20:00',
      minutes: 120,
      mark: 'show',
      type: 'concert',
      room: 'saal',
      series: null,
      genre: concert.genre,
      production: 'winterabende',
      tags: ['evening', ...(i === 1 ? ['highlight'] : [])],
      image: `winter-${i}`,
      free: false,
      seatGroups: [
        { code: 'PARKETT', text: { de: 'Parkett', en: 'Stalls' }, capacity: 300, sold: 90 + i * 40, prices: [{ saleType: 1, price: '28.00' }, { saleType: 2, price: '20.00' }] },
        { code: 'RANG', text: { de: 'Rang', en: 'Circle' }, capacity: 100, sold: 30 + i * 15, prices: [{ saleType: 1, price: '18.00' }, { saleType: 2, price: '12.00' }, { saleType: 4, price: '42.00' }] },
      ],
    });
  });

  events.push(...secondSeason(next));

  // Special days of the main exhibition, each on a weekend day with its own text and hours; their programme is the
  // events held on the same day.
  SPECIAL_DAYS.forEach((entry, i) => {
    events.push({
      title: entry.title,
      subtitle: entry.subtitle,
      preline: { de: 'Aktion', en: 'Special' },
      description: entry.description,
      day: next(entry.weekday) + entry.week * 7,
      time: entry.from,
      minutes: minutesBetween(entry.from, entry.to),
      mark: 'teaser',
      type: entry.type,
      room: entry.room,
      series: null,
      genre: 'history',
      production: 'flussland',
      tags: ['highlight', 'family'],
      image: `special-${i}`,
      free: false,
      seatGroups: [],
    });
  });

  return events;
}
