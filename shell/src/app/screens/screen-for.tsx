import type { ReactNode } from 'react';
import type { RouteName } from 'shared-contracts/routes';
import { CmsPageScreen } from './cms-page-screen';
import { EventsScreen } from './events-screen';
import { MagazineArticleScreen, MagazineListScreen } from './magazine-screens';
import {
  EventDetailScreen,
  FormScreen,
  ProductionDetailScreen,
  ProductionListScreen,
  SearchScreen,
  SeriesScreen,
  TeamListScreen,
  TeamMemberScreen,
  VenueScreen,
} from './content-screens';
import {
  LazyBackOfficeScreen as BackOfficeScreen,
  LazyCheckInScreen as CheckInScreen,
  LazyCmsHubScreen as CmsHubScreen,
  LazyOrdersScreen as OrdersScreen,
  LazySalesScreen as SalesScreen,
  LazyUserScreen as UserScreen,
} from '../lazy-parts';

/** Which screen (and so which remote slot) each route (docs/product.md) mounts. */
export function screenFor(name: RouteName): ReactNode {
  switch (name) {
    case 'home':
    case 'agb':
    case 'datenschutz':
    case 'impressum':
    case 'catch-all':
      return <CmsPageScreen route={name} />;
    case 'events':
      return <EventsScreen />;
    case 'events-slug-id':
      return <EventDetailScreen />;
    case 'magazine':
    case 'magazine-categories-category-id':
    case 'magazine-tags':
    case 'magazine-tags-tag-id':
      return <MagazineListScreen route={name} />;
    case 'magazine-slug-id':
      return <MagazineArticleScreen />;
    case 'productions':
      return <ProductionListScreen />;
    case 'productions-slug-id':
      return <ProductionDetailScreen />;
    case 'team':
      return <TeamListScreen />;
    case 'team-slug-id':
      return <TeamMemberScreen />;
    case 'venues-slug-id':
      return <VenueScreen />;
    case 'series-slug-id':
    case 'series-id':
      return <SeriesScreen />;
    case 'forms-slug-id':
      return <FormScreen />;
    case 'search':
      return <SearchScreen />;
    case 'user-profile':
      return <UserScreen kind="profile" />;
    case 'user-settings':
      return <UserScreen kind="settings" />;
    case 'cms-hub':
      return <CmsHubScreen />;
    case 'cms-hub-orders':
      return <OrdersScreen />;
    case 'cms-hub-check-in':
      return <CheckInScreen />;
    case 'cms-hub-sales':
      return <SalesScreen />;
    case 'cms-hub-resource':
      return <BackOfficeScreen />;
  }
}
