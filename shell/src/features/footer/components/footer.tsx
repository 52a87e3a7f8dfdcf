import { Link } from '../../../lib/router-links';
import { buildPath } from 'shared-contracts/routes';
import { useT } from '../../../i18n/i18n';
import { useShell } from '../../../app/shell-context';
import { useNavigation } from '../../navigation/api/get-navigation';
import { bus } from '../../../lib/bus';
import { Logo } from '../../header/components/logo';
import { REGIONAL_CULTURE_URL, TICKET_OPERATOR_URL, WHISTLEBLOWER_URL, legalLinks } from '../static-links';
import styles from './footer.module.css';

/**
 * Footer: the settings' HTML blocks (top, bottom, logos), footer navigation and the static links. The settings
 * are the same for both languages, so a block may carry each language's wording in an element with a `lang`
 * attribute; only the page language's version shows (see footer.module.css).
 */
export function Footer() {
  const { t, locale } = useT();
  const { settings } = useShell();
  const { data: nav } = useNavigation(locale);
  const legalUrls = new Set<string>(legalLinks(locale).map((link) => link.to));
  const navLinks = (nav?.footer ?? []).filter((link) => !legalUrls.has(link.url));
  return (
    <footer id="site-footer" className={styles.footer} tabIndex={-1} data-locale={locale}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <Link to={buildPath('home', locale)} className={styles.logo} aria-label={t('header.home')}>
            <Logo />
          </Link>
          {/* Settings HTML is written by the site's staff in the CMS. */}
          {settings?.html_footer_top.code && <div className={styles.html} dangerouslySetInnerHTML={{ __html: settings.html_footer_top.code }} />}
        </div>
        <nav className={styles.columns} aria-label={t('footer.label')}>
          <ul className={styles.list}>
            {navLinks.map((link) => (
              <li key={link.url}>
                <Link to={link.url}>{link.title}</Link>
              </li>
            ))}
            <li>
              <a href={WHISTLEBLOWER_URL} rel="noopener" target="_blank">
                {t('footer.whistleblower')}
              </a>
            </li>
            <li>
              <a href={TICKET_OPERATOR_URL} rel="noopener" target="_blank">
                {t('footer.ticketOperator')}
              </a>
            </li>
            <li>
              <a href={REGIONAL_CULTURE_URL} rel="noopener" target="_blank">
                {t('footer.regionalCulture')}
              </a>
            </li>
          </ul>
          <ul className={styles.list} aria-label={t('footer.legal')}>
            {legalLinks(locale).map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.key)}</Link>
              </li>
            ))}
            <li>
              <button type="button" className={styles.linkButton} onClick={() => bus.emit('consent.manager.requested', {})}>
                {t('footer.cookieSettings')}
              </button>
            </li>
          </ul>
        </nav>
        {settings?.html_footer_logos?.code && <div className={styles.logos} dangerouslySetInnerHTML={{ __html: settings.html_footer_logos.code }} />}
        {settings?.html_footer_bottom.code && <div className={styles.bottom} dangerouslySetInnerHTML={{ __html: settings.html_footer_bottom.code }} />}
      </div>
    </footer>
  );
}
