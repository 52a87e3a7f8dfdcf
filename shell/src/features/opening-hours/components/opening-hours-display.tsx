import { useEffect, useState } from 'react';
import { useT } from '../../../i18n/i18n';
import { useOpeningHoursToday } from '../api/get-opening-hours-today';
import { openingLabel, openingState, todayLabel } from '../opening-hours';
import { hoursTexts } from '../hours-texts';
import { firstRenderTime } from '../../../lib/render-clock';
import { ClockIcon } from '../../header/components/icons';
import styles from './opening-hours-display.module.css';
import hidden from 'site-config/remote-kit/visually-hidden.module.css';

/** Today's opening status in the top header (compact 'Heute 10–16 Uhr' on phones); re-evaluated every minute so 'Open until' turns into 'Closed' on time. */
export function OpeningHoursDisplay() {
  const { t, locale } = useT();
  const { data } = useOpeningHoursToday(locale);
  const [now, setNow] = useState(firstRenderTime);
  useEffect(() => {
    setNow(new Date());
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  if (!data) return <span className={styles.hours} />;
  const state = openingState(data, now);
  const label = state.alternative?.text ?? openingLabel(state, hoursTexts(t));
  // Narrow screens show today's hours compactly; the full status stays for screen readers.
  const short = state.ranges.length === 0 && state.alternative ? state.alternative.text : todayLabel(state, { today: t('hours.today'), closedToday: t('hours.closedToday'), timeSuffix: t('hours.timeSuffix') });
  const content = (
    <>
      <ClockIcon />
      <span className={hidden.visuallyHidden}>{t('header.openingHours')}: </span>
      <span className={styles.text}>{label}</span>
      <span className={styles.short} aria-hidden="true">
        {short}
      </span>
    </>
  );
  return state.alternative?.url ? (
    <a className={styles.hours} href={state.alternative.url} data-status={state.status}>
      {content}
    </a>
  ) : (
    <span className={styles.hours} data-status={state.status}>
      {content}
    </span>
  );
}
