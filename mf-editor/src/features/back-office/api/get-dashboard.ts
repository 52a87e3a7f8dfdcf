import { useQuery } from '@tanstack/react-query';
import { type ErrorLogSummaryRow, type PageActivity, type SearchKeywordRow, dashboardApi } from 'shared-contracts/dashboard';
import type { Locale } from 'shared-contracts/locales';
import { type AssetOverviewRow, type VersionRow, mediaLibraryApi } from 'shared-contracts/media-library';
import { getJsonWithCredentials } from 'site-config/remote-kit/http';

export const errorLogQueryKey = (locale: Locale) => ['back-office', 'error-log', locale] as const;

/** The error log's open 404s, one row per address, newest first. */
export const useErrorLogSummary = (locale: Locale) =>
  useQuery({
    queryKey: errorLogQueryKey(locale),
    queryFn: ({ signal }) => getJsonWithCredentials<ErrorLogSummaryRow[]>(dashboardApi.errorLogSummary(locale), signal),
    retry: false,
  });

/** The latest page writes (versions), newest first. */
export const usePageActivities = (locale: Locale) =>
  useQuery({
    queryKey: ['back-office', 'page-activities', locale],
    queryFn: ({ signal }) => getJsonWithCredentials<PageActivity[]>(dashboardApi.pageActivities(locale), signal),
    retry: false,
  });

/** The most searched terms of the last week, with counts per day. */
export const useSearchKeywords = (locale: Locale) =>
  useQuery({
    queryKey: ['back-office', 'search-keywords', locale],
    queryFn: ({ signal }) => getJsonWithCredentials<SearchKeywordRow[]>(dashboardApi.searchKeywords(locale), signal),
    retry: false,
  });

/** Media by kind: count, bytes, used and unused. */
export const useAssetOverview = (locale: Locale) =>
  useQuery({
    queryKey: ['back-office', 'asset-overview', locale],
    queryFn: ({ signal }) => getJsonWithCredentials<AssetOverviewRow[]>(mediaLibraryApi.assetOverview(locale), signal),
    retry: false,
  });

/** The newest recorded writes of pages and back-office entries together. */
export const useVersions = (locale: Locale) =>
  useQuery({
    queryKey: ['back-office', 'versions', locale],
    queryFn: ({ signal }) => getJsonWithCredentials<VersionRow[]>(mediaLibraryApi.versions(locale), signal),
    retry: false,
  });
