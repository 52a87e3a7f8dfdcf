/** The lists a module reference is chosen from instead of a typed id. */
export const CHOICE_KINDS = ['venues', 'articles', 'article-categories', 'event-tags', 'events', 'productions'] as const;
export type ChoiceKind = (typeof CHOICE_KINDS)[number];

/** One entry of a chooser list: its id (what the module stores), its name, a date where the kind has one, its page. */
export interface Choice {
  id: number;
  name: string;
  /** An event's start (with offset), an article's or production's date; null for kinds without a date. */
  date: string | null;
  url: string | null;
}
