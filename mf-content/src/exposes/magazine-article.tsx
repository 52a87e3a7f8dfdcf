import type { SlotProps } from 'shared-contracts/slots';
import { getArticleQueryOptions } from '../features/magazine/api/get-article';
import { mountContentSlot } from '../i18n/mount-content-slot';
import { ArticleDetail } from '../features/magazine/components/article-detail';

type Props = SlotProps<'mf_content', 'MagazineArticle'>;

function MagazineArticleSlot(props: Props) {
  return <ArticleDetail id={props.id} />;
}

export const { bootstrap, mount, unmount, update, renderSlotToString, renderSlotToStream } = mountContentSlot(MagazineArticleSlot, {
  queries: (props) => [getArticleQueryOptions(props.locale, props.id)],
});
