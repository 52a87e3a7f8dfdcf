/**
 * The kinds the back office has, by name only: the toolbar links an entry to its back-office form without loading any
 * kind's schema (kinds.test.ts keeps this list equal to the descriptors).
 */
export const BACK_OFFICE_KINDS = ['articles', 'article-categories', 'article-tags', 'persons', 'person-categories', 'events', 'productions', 'series', 'genres', 'seasons', 'event-tags', 'exhibition-types', 'venues', 'rooms', 'seat-groups', 'prices', 'timeslots', 'forms', 'form-fields', 'redirects', 'breaking-news', 'menu-items', 'opening-hours', 'opening-hours-exceptions', 'site-settings', 'design-settings', 'error-pages', 'users'] as const;

export const hasBackOfficeKind = (kind: string): boolean => (BACK_OFFICE_KINDS as readonly string[]).includes(kind);
