import { useCallback, useEffect, useMemo } from 'react';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { parseListQuery, serializeListQuery, toSearch, type ListQuery } from './list-query';

function currentPath(): string {
  return window.location.pathname;
}

/**
 * The list state lives in the URL: read from the host's `query` prop, written through `host.navigate`.
 * An invalid parameter is logged, reported and replaced by the clean URL.
 */
export function useListState(inOverlay: boolean) {
  const { query, host } = useSlot();
  const parsed = useMemo(() => parseListQuery(query), [query]);
  const invalidKey = parsed.invalid.join(',');

  useEffect(() => {
    if (!invalidKey) return;
    const error = new Error(`Invalid event list query parameter(s): ${invalidKey}`);
    console.error(error.message, query);
    window.reportError?.(error);
    host.navigate(currentPath() + toSearch(serializeListQuery(parsed.value)));
    // Only a new set of invalid keys triggers another redirect.
  }, [invalidKey]); // eslint-disable-line react-hooks/exhaustive-deps

  const state: ListQuery = useMemo(() => ({ ...parsed.value, overlay: inOverlay }), [parsed.value, inOverlay]);

  const setState = useCallback(
    (next: ListQuery) => host.navigate(currentPath() + toSearch(serializeListQuery({ ...next, overlay: inOverlay }))),
    [host, inOverlay],
  );
  return { state, setState, invalid: parsed.invalid.length > 0 };
}
