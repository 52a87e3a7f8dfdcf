import { Outlet } from 'react-router';
import { HostProvider } from '../host-context';
import { ScrollManager } from '../../features/scroll/components/scroll-manager';
import { NavigationProgress } from '../../features/progress-bar/components/navigation-progress';

/** Above every layout: host services for remotes, scroll handling on navigation, the top progress bar. */
export function RootLayout() {
  return (
    <HostProvider>
      <ScrollManager />
      <NavigationProgress />
      <Outlet />
    </HostProvider>
  );
}
