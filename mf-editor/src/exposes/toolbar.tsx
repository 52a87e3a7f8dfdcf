import React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { localeOfPath } from 'shared-contracts/locales';
import type { SlotProps } from 'shared-contracts/slots';
import { SlotError } from '../app/slot-error';
import { SlotRoot } from '../app/slot-root';
import { useLocation } from '../app/use-location';
import { PageEditor } from '../features/page-editing/components/page-editor';
import { Toolbar } from '../features/toolbar/components/toolbar';

type Props = SlotProps<'mf_editor', 'Toolbar'>;

/** Mounted as a single-spa application: locale, path and query follow the address bar, not props updates. */
function EditorApp(props: Props) {
  const { pathname, query } = useLocation();
  const base = { ...props, locale: localeOfPath(pathname), query, pathname };
  return (
    <SlotRoot base={base}>
      <Toolbar user={props.user} pathname={pathname} />
      {'edit' in query && <PageEditor pathname={pathname} loginUrl={props.auth.login_url ?? `/${base.locale}/login/?next=${encodeURIComponent(pathname)}`} />}
    </SlotRoot>
  );
}

export const { bootstrap, mount, unmount, update } = singleSpaReact<Props>({
  React,
  ReactDOMClient,
  rootComponent: EditorApp,
  errorBoundary: (_error, _info, props) => <SlotError locale={props.locale} />,
});
