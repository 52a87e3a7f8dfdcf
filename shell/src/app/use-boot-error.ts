import { useLocation } from 'react-router';
import { bootErrorStatus, siteBoot } from '../boot/boot-data';
import { serverRequest } from '../lib/server-request';

const initialPath = typeof window !== 'undefined' ? window.location.pathname : '';
const UNMATCHED_TEXT = 'This page could not be found';

/**
 * The status the server already answered for the document's own URL (404/503/500), shown on the first render
 * of that URL only: the router's first location has the key 'default'.
 */
export function useBootError(): { status: number; variant: 'default' | 'unmatched' } | null {
  const location = useLocation();
  const status = bootErrorStatus();
  if (!status || location.key !== 'default' || location.pathname !== (serverRequest()?.path ?? initialPath)) return null;
  return { status, variant: siteBoot()?.error === UNMATCHED_TEXT ? 'unmatched' : 'default' };
}
