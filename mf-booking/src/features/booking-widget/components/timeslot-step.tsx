import { useTranslation } from 'react-i18next';
import type { Locale } from 'shared-contracts/locales';
import { formatTime } from 'shared-contracts/berlin-time';
import type { SlotChoice } from '../hooks/booking-model';
import { useFocusOnMount } from '../hooks/use-focus-on-mount';
import type { StepHeading } from './step-heading';
import styles from './booking-widget.module.css';

interface TimeslotStepProps {
  heading: StepHeading;
  choices: SlotChoice[];
  selectedId: number | null;
  onChoose(id: number): void;
  onBack(): void;
}

/** Available timeslots, two per row. */
export function TimeslotStep({ heading: Heading, choices, selectedId, onChoose, onBack }: TimeslotStepProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <div className={styles.step}>
      <Heading ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
        {t('timeslots.choose')}
      </Heading>
      <ul className={styles.timeslots}>
        {choices.map(({ slot }) => {
          const time = formatTime(slot.time_start, locale);
          return (
            <li key={slot.id}>
              <button
                type="button"
                className={styles.timeslot}
                aria-pressed={slot.id === selectedId}
                aria-label={t('timeslots.slot', { time, count: slot.available })}
                onClick={() => onChoose(slot.id)}
              >
                {time}
              </button>
            </li>
          );
        })}
      </ul>
      <button type="button" className={styles.linkButton} onClick={onBack}>
        {t('prices.backToMain')}
      </button>
    </div>
  );
}
