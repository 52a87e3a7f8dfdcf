import { RemoteSlot } from '../../federation/remote-slot';
import { useT } from '../../i18n/i18n';
import { useSlotBase } from '../shell-context';
import { SectionPageHeader } from './section-page-header';
import { EventListSkeleton } from './skeletons';
import styles from './screens.module.css';

/** The events page (the `overlay=true` flag, which opens the events overlay, is the overlay host's: it works on every page). */
export function EventsScreen() {
  const { t } = useT();
  const base = useSlotBase();

  return (
    <>
      <SectionPageHeader defaultTitle={t('titles.events')} />
      <RemoteSlot remote="mf_events" slot="EventList" className={styles.slotContainer} props={base} skeleton={<EventListSkeleton />} />
    </>
  );
}
