import { useParams } from 'react-router';
import type { RouteName } from 'shared-contracts/routes';
import { RemoteSlot } from '../../federation/remote-slot';
import { useSlotBase } from '../shell-context';
import { DetailSkeleton, GridSkeleton } from './skeletons';

/** Magazine list, category, tag index and tag routes share one list slot with different filters. */
export function MagazineListScreen({ route }: { route: RouteName }) {
  const base = useSlotBase();
  const { category, tag, id = '' } = useParams();
  const props = {
    ...base,
    category: category ? { slug: category, id } : undefined,
    tag: tag ? { slug: tag, id } : undefined,
    tagsIndex: route === 'magazine-tags' || undefined,
    // The shell has no magazine header of its own: mf-content renders it (breadcrumb, search start, the page's h1,
    // category links) above the list. Article routes leave it out, so the article's title is the page's only h1.
    withHeader: true,
  };
  return <RemoteSlot remote="mf_content" slot="MagazineList" props={props} skeleton={<GridSkeleton />} />;
}

export function MagazineArticleScreen() {
  const base = useSlotBase();
  const { id = '', slug = '' } = useParams();
  return <RemoteSlot remote="mf_content" slot="MagazineArticle" props={{ ...base, id, slug }} skeleton={<DetailSkeleton />} />;
}
