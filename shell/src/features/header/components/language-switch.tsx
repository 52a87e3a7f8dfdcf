import { useLocation } from 'react-router';
import { Link } from '../../../lib/router-links';
import { switchLocalePath } from 'shared-contracts/routes';
import { loadTranslations, useT } from '../../../i18n/i18n';
import { useCurrentPage } from '../../../app/shell-context';
import { useAlternateUrls } from '../use-alternate-urls';
import { GlobeIcon } from './icons';
import styles from './top-link.module.css';

/**
 * The same page in the other locale: CMS pages know their own urls per language; detail pages (whose slug differs
 * per language) name theirs through useAlternateUrls; other routes swap the locale prefix.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, locale } = useT();
  const { pathname, search } = useLocation();
  const { page } = useCurrentPage();
  const target = locale === 'de' ? 'en' : 'de';
  const alternates = useAlternateUrls(pathname);
  const path = alternates?.[target] ?? switchLocalePath(pathname, target, page?.urls);
  // Filter ids, dates and search terms mean the same in both languages, so the query string always comes along.
  const to = `${path}${search}`;
  return (
    <Link
      to={to}
      className={className ?? styles.topLink}
      hrefLang={target}
      lang={target}
      aria-label={t('header.switchTo')}
      // The other language's texts start loading when the visitor heads for the switch.
      onPointerEnter={() => void loadTranslations(target)}
      onFocus={() => void loadTranslations(target)}
    >
      <GlobeIcon />
      <span>{target.toUpperCase()}</span>
    </Link>
  );
}
