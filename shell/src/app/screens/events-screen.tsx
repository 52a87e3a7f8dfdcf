import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { RemoteSlot } from '../../federation/remote-slot';
import { useT } from '../../i18n/i18n';
import { useOverlay } from '../overlay-context';
import { useSlotBase } from '../shell-context';
import { SectionPageHeader } from './section-page-header';
import { EventListSkeleton } from './skeletons';
import styles from './screens.module.css';

/** The events page; `?overlay=true` opens the events overlay and the flag is then removed. */
export function EventsScreen() {
  const { t } = useT();
  const base = useSlotBase();
  const overlay = useOverlay();
  const [search, setSearch] = useSearchParams();

  useEffect(() => {
    if (search.get('overlay') !== 'true') return;
    overlay.setOpen(true);
    const next = new URLSearchParams(search);
    next.delete('overlay');
    setSearch(next, { replace: true });
  }, [search, setSearch, overlay]);

  return (
    <>
      <SectionPageHeader defaultTitle={t('titles.events')} />
      <RemoteSlot remote="mf_events" slot="EventList" className={styles.slotContainer} props={base} skeleton={<EventListSkeleton />} />
    </>
  );
}
