import { isRouteErrorResponse, useLocation } from 'react-router';
import { localeOfPath, type Locale } from 'shared-contracts/locales';
import { LocaleContext } from '../locale-context';
import { RouteError } from '../route-error';
import { statusOf } from 'site-config/remote-kit/http';
import { reloadAfterChunkError } from '../../federation/chunk-reload';
import { LazyErrorScreen as ErrorScreen } from '../lazy-parts';

/**
 * Route errors: a chunk-load failure reloads (at most once per 60 s); a redirect is not an error;
 * anything else shows the error page with the error's status, default 500.
 */
export function RouteErrorScreen({ locale, error }: { locale?: Locale; error: unknown }) {
  const { pathname } = useLocation();
  const current = locale ?? localeOfPath(pathname);
  if (reloadAfterChunkError(error)) return null;
  let status = 500;
  let message: string | undefined;
  let variant: 'default' | 'unmatched' = 'default';
  if (error instanceof RouteError) {
    status = error.status;
    message = error.status === 500 ? error.message : undefined;
    variant = error.variant;
  } else if (isRouteErrorResponse(error)) {
    status = error.status;
    variant = error.status === 404 ? 'unmatched' : 'default';
  } else {
    status = statusOf(error, 500);
    console.error('[shell] route error', error);
  }
  return (
    <LocaleContext.Provider value={current}>
      <ErrorScreen status={status} variant={variant} message={message} />
    </LocaleContext.Provider>
  );
}
