import type { Locale } from 'shared-contracts/locales';
import type { Page, PageRef } from 'shared-contracts/site';

export interface BreadcrumbItem {
  label: string;
  /** The last item may have no link. */
  to: string | null;
}

/** Home (the locale root) plus the page's parent chain, farthest first, then the page itself without a link. */
export function breadcrumbItems(locale: Locale, homeLabel: string, page: Pick<Page, 'title' | 'parent'> | null, currentTitle?: string): BreadcrumbItem[] {
  const chain: PageRef[] = [];
  for (let ref = page?.parent ?? null; ref; ref = ref.parent) chain.unshift(ref);
  const items: BreadcrumbItem[] = [{ label: homeLabel, to: `/${locale}` }];
  for (const ref of chain) {
    // The home page is already the first item.
    if (ref.urls[locale] === `/${locale}` || ref.urls[locale] === `/${locale}/`) continue;
    items.push({ label: ref.title, to: ref.urls[locale] });
  }
  const title = currentTitle ?? page?.title;
  if (title) items.push({ label: title, to: null });
  return items;
}
