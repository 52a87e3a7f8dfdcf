import { useLocation } from 'react-router';
import { usePage } from '../../features/page/api/get-page';
import { PageHeader } from '../../features/page-header/components/page-header';
import { breadcrumbItems } from '../../features/breadcrumb/breadcrumb-items';
import { useT } from '../../i18n/i18n';

/**
 * Page header of the section routes (events, productions, team): headline and parent chain from the CMS page
 * at the same path when there is one; without it (errors only logged) the localized default title.
 */
export function SectionPageHeader({ defaultTitle }: { defaultTitle: string }) {
  const { t, locale } = useT();
  const { pathname } = useLocation();
  const cmsPath = pathname.replace(new RegExp(`^/${locale}/?`), '');
  const { data: page, isPending } = usePage(locale, cmsPath);
  const title = page?.headline || page?.title || defaultTitle;
  return <PageHeader loading={isPending} title={title} breadcrumb={breadcrumbItems(locale, t('breadcrumb.home'), page ?? null, title)} />;
}
