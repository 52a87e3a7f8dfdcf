import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from 'shared-contracts/api-paths';
import type { EventDetail } from 'shared-contracts/entities';
import { useSlot } from 'site-config/remote-kit/slot-context';
import styles from './event-detail.module.css';

const aborted = (error: unknown) => error instanceof Error && error.name === 'AbortError';

/**
 * Keep the date before buying: the event as a calendar file, and sharing its page. Both render the same on the server
 * and in the browser (a link and a button); what sharing can use (the system's share sheet, else the clipboard) is
 * only asked when the button is pressed, and the outcome is said in a polite live region that is always there.
 */
export function EventActions({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  const [said, setSaid] = useState('');

  const share = async () => {
    setSaid('');
    const url = new URL(event.urls[locale], window.location.href).href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: event.title, url });
        return;
      } catch (error) {
        // Closing the share sheet is the visitor's choice; any other refusal falls back to copying.
        if (aborted(error)) return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setSaid(t('detail.linkCopied'));
    } catch {
      setSaid(t('detail.copyFailed', { url }));
    }
  };

  return (
    <div className={styles.actions}>
      <a className={styles.action} href={api.eventCalendar(locale, event.id)}>
        {t('detail.addToCalendar')}
      </a>
      <button type="button" className={styles.action} onClick={() => void share()}>
        {t('detail.share')}
      </button>
      <p className={styles.actionSaid} role="status" aria-live="polite">
        {said}
      </p>
    </div>
  );
}
