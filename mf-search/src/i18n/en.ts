import type { de } from './de';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** English texts of mf-search; typed against de.ts so a missing key fails the typecheck. */
export const en: Shape<typeof de> = {
  box: {
    label: 'Search term',
    placeholder: 'What are you looking for?',
    open: 'Open search',
    submit: 'Search',
    close: 'Close search',
    clear: 'Clear input',
    suggestions: 'Search suggestions',
  },
  page: {
    title: 'Search',
    resultsFor: 'Results for “{{query}}”',
    prompt: 'Enter a search term to find events, productions, articles and pages.',
    empty: 'Your search did not return any results',
    loading: 'Searching …',
    error: 'Search is not available right now. Please try again in a moment.',
    retry: 'Try again',
    tabs: 'Result categories',
    events: 'Events',
    others: 'Other content',
    count_one: '{{count}} result',
    count_other: '{{count}} results',
    pagination: 'Search results pages',
    previous: 'Previous page',
    next: 'Next page',
    pageN: 'Page {{page}}',
    pageOf: 'Page {{page}} of {{pages}}',
  },
  types: {
    event: 'Event',
    production: 'Production',
    article: 'Media library',
    page: 'Page',
    person: 'Team',
    venue: 'Venue',
    series: 'Series',
  },
  time: { suffix: '' },
};
