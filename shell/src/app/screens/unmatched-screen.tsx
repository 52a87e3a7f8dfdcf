import { useLocation } from 'react-router';
import { localeOfPath } from 'shared-contracts/locales';
import { LocaleContext } from '../locale-context';
import { LazyErrorScreen as ErrorScreen } from '../lazy-parts';
import { useSettings } from '../../features/site/api/get-settings';

/** A path outside every route: 'This page could not be found'. */
export function UnmatchedScreen() {
  const { pathname } = useLocation();
  const locale = localeOfPath(pathname);
  // Loads the design settings, so a custom error page for 404 can show here too.
  useSettings();
  return (
    <LocaleContext.Provider value={locale}>
      <ErrorScreen status={404} variant="unmatched" />
    </LocaleContext.Provider>
  );
}
