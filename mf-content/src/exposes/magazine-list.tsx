import type { SlotProps } from 'shared-contracts/slots';
import { getArticlesInfiniteQueryOptions } from '../api/get-articles';
import { getArticleCategoriesQueryOptions } from '../features/magazine/api/get-article-categories';
import { getArticleTagsQueryOptions } from '../features/magazine/api/get-article-tags';
import { mountContentSlot } from '../i18n/mount-content-slot';
import { MagazineList } from '../features/magazine/components/magazine-list';

type Props = SlotProps<'mf_content', 'MagazineList'>;

function MagazineListSlot(props: Props) {
  return <MagazineList category={props.category} tag={props.tag} tagsIndex={props.tagsIndex} withHeader={props.withHeader} />;
}

export const { bootstrap, mount, unmount, update, renderSlotToString, renderSlotToStream } = mountContentSlot(MagazineListSlot, {
  queries: (props) => [
    getArticleCategoriesQueryOptions(props.locale),
    getArticleTagsQueryOptions(props.locale),
    getArticlesInfiniteQueryOptions(props.locale, { category: props.category?.id, tag: props.tag?.id }),
  ],
});
