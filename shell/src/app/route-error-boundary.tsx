import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { Locale } from 'shared-contracts/locales';
import { RouteErrorScreen } from './screens/route-error-screen';

interface Props {
  locale?: Locale;
  children: ReactNode;
}

/**
 * What a data router's `errorElement` did, in declarative mode (which keeps react-router's data-router code out of the
 * bundle): a render error below shows the error screen instead of the layout; the next navigation clears it.
 */
export function RouteErrorBoundary({ locale, children }: Props) {
  const { pathname } = useLocation();
  return (
    <Boundary locale={locale} pathname={pathname}>
      {children}
    </Boundary>
  );
}

class Boundary extends Component<Props & { pathname: string }, { error: unknown; pathname: string | null }> {
  override state = { error: undefined as unknown, pathname: null as string | null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: { pathname: string }, state: { error: unknown; pathname: string | null }) {
    if (state.error !== undefined && state.pathname !== null && state.pathname !== props.pathname) return { error: undefined, pathname: props.pathname };
    return { pathname: props.pathname };
  }

  override render() {
    if (this.state.error !== undefined) return <RouteErrorScreen locale={this.props.locale} error={this.state.error} />;
    return this.props.children;
  }
}
