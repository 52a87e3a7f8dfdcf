import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../../../i18n/i18n';
import { useCachedSettings } from '../../site/api/get-settings';
import { useErrorHtml } from '../api/get-error-html';
import { createErrorLog } from '../api/create-error-log';
import { errorHeadline } from '../error-texts';
import { useDocumentTitle } from '../../../lib/document-title';
import styles from './error-page.module.css';

export type ErrorVariant = 'default' | 'unmatched';

const reported = new Set<string>();

/**
 * Status and text, the custom HTML of design settings for this status when there is one
 * (its style and body), and a link to the start page. A shown 404 posts its url to the error log once.
 */
export function ErrorPage({ status, variant = 'default', message }: { status: number; variant?: ErrorVariant; message?: string }) {
  const { t, locale } = useT();
  // Read from the query, not the shell context: error screens also render outside the layouts (boot errors, 503).
  const { data: settings } = useCachedSettings();
  const { pathname, search } = useLocation();
  const hasCustom = settings?.design.error_pages.includes(status) ?? false;
  const custom = useErrorHtml(status, hasCustom);

  useEffect(() => {
    if (status !== 404) return;
    const url = `${pathname}${search}`;
    if (reported.has(url)) return;
    reported.add(url);
    void createErrorLog(locale, url);
  }, [status, pathname, search, locale]);

  const headline = errorHeadline(t, status, variant, message);
  useDocumentTitle(headline);

  return (
    <div className={styles.page}>
      {/* The status text (docs/product.md) always shows; a custom page of design settings follows it. */}
      <h1 className={styles.headline}>{headline}</h1>
      {custom.data ? (
        <>
          {/* As markup, not text: a server render would escape the `>` of a child selector in a text child. */}
          {custom.data.style && <style dangerouslySetInnerHTML={{ __html: custom.data.style }} />}
          {/* Custom error pages come from the site's own design settings, edited by staff. */}
          <div className={styles.custom} dangerouslySetInnerHTML={{ __html: custom.data.body }} />
        </>
      ) : (
        <>
          {status === 503 && <p className={styles.text}>{t('error.offlineText')}</p>}
          {status === 404 && <p className={styles.text}>{t('error.notFoundText')}</p>}
        </>
      )}
      <a className={styles.home} href={`/${locale}`}>
        {t('error.toStart')}
      </a>
    </div>
  );
}
