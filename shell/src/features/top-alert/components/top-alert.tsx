import { useId, useState } from 'react';
import { writeCookie } from 'site-config/remote-kit/cookies';
import { ALERT_COOKIE } from 'shared-contracts/api-paths';
import { useT } from '../../../i18n/i18n';
import { useBreakingNews } from '../api/get-breaking-news';
import { shouldShowAlert } from '../alert-rule';
import { useVisitorCookie } from '../../../lib/use-visitor-cookie';
import { CloseIcon } from '../../header/components/icons';
import styles from './top-alert.module.css';
import hidden from 'site-config/remote-kit/visually-hidden.module.css';

/**
 * Breaking news above the header; closing stores the alert id in the dismissal cookie. On phones it takes one line
 * (title and the start of the text) with "mehr" to read the rest, so the first screen is not all chrome.
 */
export function TopAlert() {
  const { t, locale } = useT();
  const { data: news } = useBreakingNews(locale);
  // The shared page shows the alert to everyone; a visitor who dismissed it has it hidden by the document's head
  // script (`data-alert-id`) before the first paint, and removed here once hydrated.
  const [dismissed, setDismissed] = useVisitorCookie(ALERT_COOKIE);
  const [expanded, setExpanded] = useState(false);
  const bodyId = useId();
  if (!shouldShowAlert(news, dismissed)) return null;
  const close = () => {
    writeCookie(ALERT_COOKIE, String(news.id), 30);
    setDismissed(String(news.id));
  };
  return (
    <section className={styles.alert} aria-label={t('alert.label')} data-alert-id={news.id} data-expanded={expanded || undefined}>
      <div className={styles.inner}>
        <div className={styles.body} id={bodyId}>
          <strong className={styles.title}>{news.title}</strong>
          {news.text && <span className={styles.text}>{news.text}</span>}
          {news.link?.url && (
            <a className={styles.link} href={news.link.url}>
              {news.link_title || news.link.url}
            </a>
          )}
        </div>
        <button type="button" className={styles.more} aria-expanded={expanded} aria-controls={bodyId} onClick={() => setExpanded(!expanded)}>
          {expanded ? t('alert.less') : t('alert.more')}
          <span className={hidden.visuallyHidden}> – {t('alert.moreLabel')}</span>
        </button>
        <button type="button" className={styles.close} onClick={close} aria-label={t('alert.close')}>
          <CloseIcon />
        </button>
      </div>
    </section>
  );
}
