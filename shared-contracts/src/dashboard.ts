import type { Locale } from 'shared-contracts/locales';

/** One address visitors hit a 404 on, counted over the error log (query strings dropped), newest first. */
export interface ErrorLogSummaryRow {
  path: string;
  locale: string;
  count: number;
  last_seen: string;
}

/** One recent write to a page: who, when, what (the version's note), for the dashboard. */
export interface PageActivity {
  version_id: number;
  page_id: number;
  title: string;
  url: string;
  note: string;
  changed_by: string | null;
  changed_at: string;
}

/** A term visitors searched, with its count per Berlin day (newest first) over the period asked. */
export interface SearchKeywordRow {
  term: string;
  total: number;
  per_day: Array<{ day: string; count: number }>;
}

export const dashboardApi = {
  searchKeywords: (l: Locale, days = 7) => `/${l}/api/dashboard-search-keywords/?days=${days}`,
  errorLogSummary: (l: Locale, limit = 20) => `/${l}/api/dashboard-error-log/summary/?limit=${limit}`,
  pageActivities: (l: Locale, limit = 15) => `/${l}/api/dashboard-page-activities/?limit=${limit}`,
};
