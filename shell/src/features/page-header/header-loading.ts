import type { Locale } from 'shared-contracts/locales';
import type { Page } from 'shared-contracts/site';

/**
 * The page header shows its loading state unless the current path is among the urls of the shown
 * page's siblings (moving between sibling tabs keeps the header in place).
 */
export function isPageHeaderLoading(pathname: string, locale: Locale, shown: Pick<Page, 'siblings' | 'urls'> | null, pageLoading: boolean): boolean {
  if (!pageLoading) return false;
  if (!shown) return true;
  const normalized = pathname.replace(/\/$/, '');
  return !shown.siblings.some((sibling) => sibling.urls[locale].replace(/\/$/, '') === normalized);
}
