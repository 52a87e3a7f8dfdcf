import { Link } from '../../../lib/router-links';
import { buildPath } from 'shared-contracts/routes';
import { useShell } from '../../../app/shell-context';
import { useT } from '../../../i18n/i18n';
import { Logo } from './logo';

/**
 * The header's logo leads where design settings say (a page of this site or another site), else to the home page of
 * the page's language. Its name says where it goes only for the home page; any other target is named by the logo.
 */
export function LogoLink({ className }: { className: string }) {
  const { t, locale } = useT();
  const { settings } = useShell();
  const target = settings?.design.header_logo_link || buildPath('home', locale);
  const label = settings?.design.header_logo_link ? t('header.logo') : t('header.home');
  if (/^https?:\/\//i.test(target)) {
    return (
      <a href={target} className={className} aria-label={label}>
        <Logo />
      </a>
    );
  }
  return (
    <Link to={target} className={className} aria-label={label}>
      <Logo />
    </Link>
  );
}
