import { mountSlot } from 'site-config/remote-kit/mount-slot';
import type { SlotProps } from 'shared-contracts/slots';
import { getArticleQueryOptions } from '../features/magazine/api/get-article';
import { resources } from '../i18n/resources';
import { ArticleDetail } from '../features/magazine/components/article-detail';

type Props = SlotProps<'mf_content', 'MagazineArticle'>;

function MagazineArticleSlot(props: Props) {
  return <ArticleDetail id={props.id} />;
}

export const { bootstrap, mount, unmount, update, renderSlotToString, renderSlotToStream } = mountSlot(MagazineArticleSlot, resources, {
  queries: (props) => [getArticleQueryOptions(props.locale, props.id)],
});
