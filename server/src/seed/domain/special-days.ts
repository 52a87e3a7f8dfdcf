import type { Bi } from './programme-data';

/**
 * The main exhibition's special days. Each lies on a weekend day (ISO weekday, weeks from the coming one), so its
 * "programme of the day" holds that day's tours and workshops, and each has its own text, hours and note.
 */
export interface SpecialDay {
  title: Bi;
  subtitle: Bi;
  description: Bi;
  importantInfo: Bi;
  weekday: 6 | 7;
  week: number;
  /** When the day's own offer starts and ends (the entry's time). */
  from: string;
  to: string;
  /** When the doors open that day; the day's hours run from here to `to`. */
  opens: string;
  room: string;
  type: 'tour' | 'workshop';
}

export const SPECIAL_DAYS: SpecialDay[] = [
  {
    title: { de: 'Langer Museumsabend', en: 'Late Night at the Museum' },
    subtitle: { de: 'Die Ausstellung bis 23 Uhr geöffnet, mit Musik im Kreuzgang', en: 'The exhibition open until 11 pm, with music in the cloister' },
    description: {
      de: '<p>An diesem Samstag bleibt die Ausstellung bis 23 Uhr geöffnet; ab 18 Uhr spielt Musik im Kreuzgang. Es gilt die Eintrittskarte der Ausstellung.</p>',
      en: '<p>This Saturday the exhibition stays open until 11 pm, with music in the cloister from 6 pm. Your exhibition ticket is valid.</p>',
    },
    importantInfo: {
      de: '<p>Für diesen Abend brauchen Sie keine eigene Karte: Es gilt die Eintrittskarte der Ausstellung. Letzter Einlass um 22 Uhr.</p>',
      en: '<p>No separate ticket is needed for this evening: your exhibition ticket is valid. Last admission at 10 pm.</p>',
    },
    weekday: 6,
    week: 1,
    from: '18:00',
    to: '23:00',
    opens: '10:00',
    room: 'kreuzgang',
    type: 'tour',
  },
  {
    title: { de: 'Tag der offenen Werft', en: 'Shipyard Open Day' },
    subtitle: { de: 'Blick hinter die Kulissen der Bootsbau-Akademie', en: 'A look behind the scenes of the Boatbuilding Academy' },
    description: {
      de: '<p>Die Kulturwerft öffnet ihre Halle: Bootsbauerinnen und Bootsbauer zeigen, wie ein Flusskahn entsteht. Die Familienwerkstatt hat wie jeden Sonntag geöffnet.</p>',
      en: '<p>The Culture Shipyard opens its hall: boatbuilders show how a river punt takes shape. The family workshop is open as on every Sunday.</p>',
    },
    importantInfo: {
      de: '<p>Der Eintritt in die Werfthalle ist an diesem Tag frei; die Runden der Familienwerkstatt brauchen wie immer eine Karte.</p>',
      en: '<p>Admission to the shipyard hall is free on this day; the family workshop rounds need a ticket as always.</p>',
    },
    weekday: 7,
    week: 4,
    from: '11:00',
    to: '17:00',
    // The Sunday workshop starts at 10, so the hall opens then.
    opens: '10:00',
    room: 'werfthalle',
    type: 'workshop',
  },
  {
    title: { de: 'Auenstädter Museumssonntag', en: 'Auenstadt Museum Sunday' },
    subtitle: { de: 'Freier Eintritt in die Hauptausstellung', en: 'Free admission to the main exhibition' },
    description: {
      de: '<p>An diesem Sonntag ist der Eintritt in die Hauptausstellung frei. Die Kuratorenführung um 15 Uhr und die Familienwerkstatt brauchen wie immer eine Karte.</p>',
      en: '<p>This Sunday admission to the main exhibition is free. The curator\'s tour at 3 pm and the family workshop need a ticket as always.</p>',
    },
    importantInfo: {
      de: '<p>Der Eintritt in die Ausstellung ist frei; eine Karte brauchen Sie nur für Führungen und die Werkstatt.</p>',
      en: '<p>Admission to the exhibition is free; you only need a ticket for tours and the workshop.</p>',
    },
    weekday: 7,
    week: 7,
    from: '10:00',
    to: '18:00',
    opens: '10:00',
    room: 'kreuzgang',
    type: 'tour',
  },
];
