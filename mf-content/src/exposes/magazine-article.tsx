import React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { SlotProps } from 'shared-contracts/slots';
import { SlotError } from '../app/slot-error';
import { SlotRoot } from '../app/slot-root';
import { ArticleDetail } from '../features/magazine/components/article-detail';

type Props = SlotProps<'mf_content', 'MagazineArticle'>;

function MagazineArticleSlot(props: Props) {
  return (
    <SlotRoot base={props}>
      <ArticleDetail id={props.id} />
    </SlotRoot>
  );
}

export const { bootstrap, mount, unmount, update } = singleSpaReact<Props>({
  React,
  ReactDOMClient,
  rootComponent: MagazineArticleSlot,
  errorBoundary: (_error, _info, props) => <SlotError locale={props.locale} />,
});
