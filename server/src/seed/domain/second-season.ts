import type { PlannedEvent } from './event-plan';

/** Minutes from one HH:MM to a later one on the same day. */
export function minutesBetween(from: string, to: string): number {
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  return minutes(to) - minutes(from);
}

type Next = (weekday: number) => number;

const base = {
  subtitle: { de: '', en: '' },
  series: null,
  mark: 'show' as const,
  free: false,
  tags: [] as string[],
};

/**
 * The second season's dated events: weekly or on fixed weekends in the last months of the exhibition, all ending
 * before its last day (a production's range is narrowed to its events when seeded).
 */
export function secondSeason(next: Next): PlannedEvent[] {
  const events: PlannedEvent[] = [];
  // "Das Salzschiff": Sunday afternoon performances in the Great Hall, weeks 14 to 19.
  for (let week = 14; week <= 19; week++) {
    events.push({
      ...base,
      title: { de: 'Das Salzschiff', en: 'The Salt Barge' },
      subtitle: { de: 'Musiktheater für die ganze Familie', en: 'Music theatre for the whole family' },
      preline: { de: 'Zweite Spielzeit', en: 'Second season' },
      description: {
        de: '<p>Ein Schiffsjunge, ein verschwundenes Fass Salz und ein Strom voller Geheimnisse: Musiktheater nach einer Sage aus Auenstadt, für Kinder ab 6 Jahren. Die Vorstellung dauert 80 Minuten ohne Pause.</p>',
        en: '<p>A ship\'s boy, a missing barrel of salt and a river full of secrets: music theatre after a legend from Auenstadt, for children aged 6 and over. The performance lasts 80 minutes without an interval.</p>',
      },
      day: next(7) + week * 7,
      time: '16:00',
      minutes: 80,
      type: 'concert',
      room: 'saal',
      genre: 'classical',
      production: 'salzschiff',
      tags: ['family', 'kids'],
      image: `salzschiff-${week % 3}`,
      seatGroups: [
        { code: 'PARKETT', text: { de: 'Parkett', en: 'Stalls' }, capacity: 300, sold: 40 + (week % 4) * 30, prices: [{ saleType: 1, price: '16.00' }, { saleType: 3, price: '8.00' }, { saleType: 4, price: '38.00' }] },
      ],
    });
  }
  // "Uferlicht": an evening walk through the light installation on Thursdays, when the exhibition is open until 8 pm.
  for (let week = 15; week <= 20; week++) {
    events.push({
      ...base,
      title: { de: 'Uferlicht bei Nacht', en: 'Riverbank Light by Night' },
      subtitle: { de: 'Abendrundgang durch die Lichtinstallation', en: 'An evening walk through the light installation' },
      preline: { de: 'Zweite Spielzeit', en: 'Second season' },
      description: {
        de: '<p>Die Künstlerin oder ihr Team führen durch den Kreuzgang, der an jedem dieser Abende den Wasserstand eines anderen Jahres zeigt. Der Rundgang dauert 60 Minuten.</p>',
        en: '<p>The artist or her team lead you through the cloister, which shows the river level of a different year on each of these evenings. The walk takes 60 minutes.</p>',
      },
      day: next(4) + week * 7,
      time: '18:30',
      minutes: 60,
      type: 'tour',
      room: 'kreuzgang',
      genre: 'art',
      production: 'uferlicht',
      tags: ['evening'],
      image: `uferlicht-${week % 2}`,
      seatGroups: [{ code: 'RUNDGANG', text: { de: 'Rundgang', en: 'Walk' }, capacity: 30, sold: (week * 7) % 25, prices: [{ saleType: 1, price: '10.00' }, { saleType: 2, price: '7.00' }] }],
    });
  }
  // "Hanse, Handel, Heimat": a two-day symposium, Friday and Saturday of week 17.
  for (const [i, weekday] of [5, 6].entries()) {
    events.push({
      ...base,
      title: { de: `Hanse, Handel, Heimat – Tag ${i + 1}`, en: `Hanse, Trade, Home – Day ${i + 1}` },
      subtitle: { de: 'Symposium zur Handelsgeschichte', en: 'Symposium on trade history' },
      preline: { de: 'Zweite Spielzeit', en: 'Second season' },
      description: {
        de: '<p>Fachvorträge und Podien zur Rolle der Flussstädte im Hansehandel, offen für alle Interessierten. Der Eintritt ist frei; eine Platzkarte sichert Ihren Sitzplatz.</p>',
        en: '<p>Lectures and panels on the river towns\' role in Hanseatic trade, open to everyone interested. Admission is free; a seat ticket guarantees your place.</p>',
      },
      day: next(weekday) + 17 * 7,
      time: '10:00',
      minutes: 420,
      type: 'talk',
      room: 'saal',
      genre: 'history',
      production: 'hanse',
      tags: ['free', 'accessible'],
      image: `hanse-${i}`,
      free: true,
      seatGroups: [{ code: 'SAAL', text: { de: 'Freie Platzwahl', en: 'Unreserved seating' }, capacity: 200, sold: 60 + i * 20, prices: [{ saleType: 5, price: '0.00' }] }],
    });
  }
  // "Flussgeschichten": the story café on Tuesday afternoons in the refectory.
  for (let week = 16; week <= 20; week++) {
    events.push({
      ...base,
      title: { de: 'Flussgeschichten', en: 'River Stories' },
      subtitle: { de: 'Erzählcafé mit Zeitzeugen', en: 'Story café with eyewitnesses' },
      preline: { de: 'Zweite Spielzeit', en: 'Second season' },
      description: {
        de: '<p>Menschen aus Auenstadt erzählen vom Hochwasser 1962, vom Schwimmen im Strom und vom letzten Fährmann – bei Kaffee und Kuchen. Der Eintritt ist frei.</p>',
        en: '<p>People from Auenstadt tell of the 1962 flood, of swimming in the river and of the last ferryman – over coffee and cake. Admission is free.</p>',
      },
      day: next(2) + week * 7,
      time: '15:00',
      minutes: 90,
      type: 'talk',
      room: 'refektorium',
      genre: 'history',
      production: 'flussgeschichten',
      tags: ['free', 'accessible'],
      image: `flussgeschichten-${week % 2}`,
      free: true,
      seatGroups: [{ code: 'CAFE', text: { de: 'Platz im Erzählcafé', en: 'Seat at the story café' }, capacity: 40, sold: (week * 5) % 30, prices: [{ saleType: 5, price: '0.00' }] }],
    });
  }
  // "Bootsbau-Akademie": ten building Saturdays at the shipyard, weeks 11 to 20.
  for (let week = 11; week <= 20; week++) {
    events.push({
      ...base,
      title: { de: 'Mitbauen in der Bootsbau-Akademie', en: 'Build with the Boatbuilding Academy' },
      subtitle: { de: `Bautag ${week - 10} von 10`, en: `Building day ${week - 10} of 10` },
      preline: { de: 'Zweite Spielzeit', en: 'Second season' },
      description: {
        de: '<p>Unter Anleitung der letzten Bootsbauer der Region entsteht ein traditioneller Flusskahn. Mitbauen ab 14 Jahren nach Anmeldung; Zuschauen ist während der Öffnungszeiten der Werft jederzeit möglich.</p>',
        en: '<p>Guided by the region\'s last boatbuilders, a traditional river punt takes shape. Help build from age 14 with a booking; watching is possible at any time while the shipyard is open.</p>',
      },
      day: next(6) + week * 7,
      time: '10:00',
      minutes: 360,
      type: 'workshop',
      room: 'werfthalle',
      genre: 'art',
      production: 'bootsbau',
      tags: ['family'],
      image: `bootsbau-${week % 2}`,
      seatGroups: [{ code: 'BAUPLATZ', text: { de: 'Bauplatz', en: 'Building place' }, capacity: 8, sold: week % 8, prices: [{ saleType: 1, price: '25.00' }] }],
    });
  }
  return events;
}
