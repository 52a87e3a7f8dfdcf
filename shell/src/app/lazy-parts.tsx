import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';
import type { ErrorScreen as ErrorScreenType } from '../features/error-page/components/error-screen';

/**
 * Shell parts a first visit to a content page never shows load on demand (the first visit to /de stays within its JS budget, decision 032): error pages,
 * user screens, the dashboard layout. Each is wrapped in its own Suspense so callers stay unchanged.
 */
function onDemand<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ComponentType<P> | null = null) {
  const Lazy = lazy(async () => {
    try {
      return { default: await load() };
    } catch (error) {
      if (!fallback) throw error;
      console.error('[shell] chunk failed, plain fallback shown', error);
      return { default: fallback };
    }
  }) as unknown as ComponentType<P>;
  return function OnDemand(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

type ErrorScreenProps = ComponentProps<typeof ErrorScreenType>;

/** If even the error page's chunk cannot load (offline), a plain status line still tells the visitor something. */
function PlainError({ status }: ErrorScreenProps) {
  return (
    <p role="alert" style={{ padding: '2rem', textAlign: 'center' }}>
      {status} · <a href="/">/</a>
    </p>
  );
}

export const LazyErrorScreen = onDemand<ErrorScreenProps>(
  () => import('../features/error-page/components/error-screen').then((m) => m.ErrorScreen),
  PlainError,
);
export const LazyUserScreen = onDemand<{ kind: 'profile' | 'settings' }>(() => import('./screens/user-screens').then((m) => m.UserScreen));
export const LazyOrdersScreen = onDemand<object>(() => import('./screens/orders-screen').then((m) => m.OrdersScreen));
export const LazyCmsHubScreen = onDemand<object>(() => import('./screens/cms-hub-screen').then((m) => m.CmsHubScreen));
export const LazyDashboardLayout = onDemand<object>(() => import('./layouts/dashboard-layout').then((m) => m.DashboardLayout));
