import { Navigate } from 'react-router';
import { localeFromAcceptLanguage } from 'shared-contracts/locales';

/** `/` by browser language only, no cookie. The server answers this first; this covers the dev server. */
export function RootRedirect() {
  const language = typeof navigator !== 'undefined' ? navigator.language : '';
  return <Navigate to={`/${localeFromAcceptLanguage(language)}`} replace />;
}
