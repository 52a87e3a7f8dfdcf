import { createContext, useContext } from 'react';
import { DEFAULT_LOCALE, type Locale } from 'shared-contracts/locales';

/** The locale of the current route; set by the locale layout from the URL prefix. */
export const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);
export const useLocale = () => useContext(LocaleContext);
