import { Navigate } from 'react-router';
import { localeFromAcceptLanguage } from 'shared-contracts/locales';

/**
 * `/` by browser language only, no cookie. The server answers this first; this covers the dev server. All the
 * browser's languages count in their order, as in its Accept-Language: "fr, en" leads to English, not the default.
 */
export function browserLanguages(nav: Pick<Navigator, 'language' | 'languages'> | undefined): string {
  if (!nav) return '';
  return nav.languages && nav.languages.length > 0 ? nav.languages.join(', ') : nav.language;
}

export function RootRedirect() {
  const language = browserLanguages(typeof navigator !== 'undefined' ? navigator : undefined);
  return <Navigate to={`/${localeFromAcceptLanguage(language)}`} replace />;
}
