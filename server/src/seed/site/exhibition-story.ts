import type { Clock } from '../../context';
import { addDays, berlinDay } from '../../lib/berlin-time';
import { PRODUCTIONS, VENUES } from '../domain/programme-data';

/**
 * The one exhibition every demo page tells of: "Flussland", the main production of the programme data, at Kloster
 * Auenstein in Auenstadt. Its run is the main production's date range (relative to the day of seeding, like every
 * demo date), so the hero, the footer, the visit page and the production page name the same days.
 */
export interface ExhibitionStory {
  title: { de: string; en: string };
  venue: (typeof VENUES)[number];
  opening: string;
  closing: string;
  /** "14. Oktober 2026 bis 22. April 2027" / "14 October 2026 to 22 April 2027". */
  run: { de: string; en: string };
  /** Numeric, the same in both languages: "14.10.2026 – 22.4.2027". */
  runShort: string;
}

const MAIN = PRODUCTIONS.find((p) => p.key === 'flussland')!;

function longDate(day: string, locale: 'de' | 'en'): string {
  return new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
}
const shortDate = (day: string) => day.split('-').reverse().map((part, i) => (i < 2 ? String(Number(part)) : part)).join('.');

export function exhibitionStory(clock: Clock): ExhibitionStory {
  const today = berlinDay(clock.now());
  const opening = addDays(today, MAIN.from);
  const closing = addDays(today, MAIN.to);
  return {
    title: MAIN.title,
    venue: VENUES[0],
    opening,
    closing,
    run: { de: `${longDate(opening, 'de')} bis ${longDate(closing, 'de')}`, en: `${longDate(opening, 'en')} to ${longDate(closing, 'en')}` },
    runShort: `${shortDate(opening)} – ${shortDate(closing)}`,
  };
}
