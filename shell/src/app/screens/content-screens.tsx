import { useParams } from 'react-router';
import { RemoteSlot } from '../../federation/remote-slot';
import { useSlotBase } from '../shell-context';
import { DetailSkeleton, GridSkeleton } from './skeletons';

/** Route params as the slot props expect them: react-router guarantees the required ones on a match. */
function useIdSlug() {
  const { id = '', slug = '' } = useParams();
  return { id, slug };
}

export function EventDetailScreen() {
  const base = useSlotBase();
  return <RemoteSlot remote="mf_events" slot="EventDetail" props={{ ...base, ...useIdSlug() }} skeleton={<DetailSkeleton />} />;
}

/** mf-content renders the breadcrumb and headline of its list screens itself (`withHeader`), so the shell adds none. */
export function ProductionListScreen() {
  const base = useSlotBase();
  return <RemoteSlot remote="mf_content" slot="ProductionList" props={{ ...base, withHeader: true }} skeleton={<GridSkeleton />} />;
}

export function ProductionDetailScreen() {
  const base = useSlotBase();
  return <RemoteSlot remote="mf_content" slot="ProductionDetail" props={{ ...base, ...useIdSlug() }} skeleton={<DetailSkeleton />} />;
}

export function TeamListScreen() {
  const base = useSlotBase();
  return <RemoteSlot remote="mf_content" slot="TeamList" props={{ ...base, withHeader: true }} skeleton={<GridSkeleton items={8} />} />;
}

export function TeamMemberScreen() {
  const base = useSlotBase();
  return <RemoteSlot remote="mf_content" slot="TeamMember" props={{ ...base, ...useIdSlug() }} skeleton={<DetailSkeleton />} />;
}

export function VenueScreen() {
  const base = useSlotBase();
  return <RemoteSlot remote="mf_content" slot="VenueDetail" props={{ ...base, ...useIdSlug() }} skeleton={<DetailSkeleton />} />;
}

export function SeriesScreen() {
  const base = useSlotBase();
  const { id = '', slug } = useParams();
  return <RemoteSlot remote="mf_content" slot="SeriesDetail" props={{ ...base, id, slug }} skeleton={<DetailSkeleton />} />;
}

export function FormScreen() {
  const base = useSlotBase();
  return <RemoteSlot remote="mf_content" slot="FormPage" props={{ ...base, ...useIdSlug() }} skeleton={<DetailSkeleton />} />;
}

export function SearchScreen() {
  const base = useSlotBase();
  const { category, page } = useParams();
  return <RemoteSlot remote="mf_search" slot="SearchPage" props={{ ...base, category, page }} skeleton={<GridSkeleton items={4} />} />;
}
