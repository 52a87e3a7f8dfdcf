import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';
import type { ErrorScreen as ErrorScreenType } from '../features/error-page/components/error-screen';
import { serverRequest } from '../lib/server-request';

/** Each part's loader by name: a page the server rendered names the parts it showed, loaded before it hydrates. */
const preloaders = new Map<string, () => Promise<unknown>>();

/**
 * Loads the parts a server-rendered page shows, so hydration finds their code ready: a part still loading while the
 * page hydrates would be thrown away and rendered again by the browser.
 */
export function preloadParts(names: readonly string[]): Promise<unknown> {
  return Promise.all(names.map((name) => preloaders.get(name)?.().catch(() => undefined)));
}

/**
 * Shell parts a first visit to a content page never shows load on demand (the first visit to /de stays within its JS budget, decision 032): error pages,
 * user screens, the dashboard layout. Each is wrapped in its own Suspense so callers stay unchanged.
 */
function onDemand<P extends object>(name: string, load: () => Promise<ComponentType<P>>, fallback: ComponentType<P> | null = null) {
  let ready: ComponentType<P> | null = null;
  preloaders.set(name, () => load().then((component) => (ready = component)));
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
    serverRequest()?.parts.add(name);
    const Part = ready ?? Lazy;
    return (
      <Suspense fallback={null}>
        <Part {...props} />
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
  'error-screen',
  () => import('../features/error-page/components/error-screen').then((m) => m.ErrorScreen),
  PlainError,
);
export const LazyUserScreen = onDemand<{ kind: 'profile' | 'settings' }>('user-screen', () => import('./screens/user-screens').then((m) => m.UserScreen));
export const LazyBackOfficeScreen = onDemand<object>('back-office-screen', () => import('./screens/back-office-screen').then((m) => m.BackOfficeScreen));
export const LazyOrdersScreen = onDemand<object>('orders-screen', () => import('./screens/orders-screen').then((m) => m.OrdersScreen));
export const LazyCheckInScreen = onDemand<object>('check-in-screen', () => import('./screens/box-office-screens').then((m) => m.CheckInScreen));
export const LazySalesScreen = onDemand<object>('sales-screen', () => import('./screens/box-office-screens').then((m) => m.SalesScreen));
export const LazyCmsHubScreen = onDemand<object>('cms-hub-screen', () => import('./screens/cms-hub-screen').then((m) => m.CmsHubScreen));
export const LazyDashboardLayout = onDemand<object>('dashboard-layout', () => import('./layouts/dashboard-layout').then((m) => m.DashboardLayout));

/** The shop's frame: shop paths only, never part of a first visit to a content page. */
export const LazyShopLayout = onDemand<object>('shop-layout', () => import('./layouts/shop-layout').then((m) => m.ShopLayout));
