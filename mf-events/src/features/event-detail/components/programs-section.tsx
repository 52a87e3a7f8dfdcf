import { useTranslation } from 'react-i18next';
import type { DetailProgram } from 'shared-contracts/entities';
import styles from './event-detail.module.css';
import parts from './detail-parts.module.css';

/** The running order of the event ("19:00 Einlass"). */
export function ProgramsSection({ programs }: { programs: DetailProgram[] }) {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="event-programs">
      <h2 id="event-programs" className={styles.sectionTitle}>
        {t('detail.programs')}
      </h2>
      <ol className={parts.list}>
        {programs.map((item, index) => (
          <li key={index} className={parts.program}>
            <span className={parts.programTime}>{item.time_label}</span>
            <div>
              <p className={parts.programTitle}>{item.title}</p>
              {item.text ? <p className={parts.programText}>{item.text}</p> : null}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
