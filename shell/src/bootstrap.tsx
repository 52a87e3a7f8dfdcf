import { StrictMode, Suspense, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { hydrate } from '@tanstack/react-query';
import { start } from 'single-spa';
import { loadTranslations } from './i18n/i18n';
import { localeOfPath } from 'shared-contracts/locales';
import { takeBerlinOffsets } from 'shared-contracts/berlin-time';
import { isShopPath } from 'shared-contracts/routes';
import { createQueryClient } from 'site-config/remote-kit/query-client';
import { inTransition } from 'site-config/remote-kit/in-transition';
import { ShellRoutes } from './app/router';
import { ShellProviders } from './app/shell-providers';
import { currentRemoteMap } from './federation/remote-map';
import { registerSiteRemotes } from './federation/register-remotes';
import { registerShop } from './applications/register-applications';
import { browserShellState } from './boot/shell-state';
import { preloadParts } from './app/lazy-parts';
import './styles/global.css';

// Remotes are only registered here; nothing of them is fetched until a slot on the page asks for it.
registerSiteRemotes(currentRemoteMap());
registerShop();
start({ urlRerouteOnly: true });

const queryClient = createQueryClient();
// What the server's render of this page fetched: the first render shows the same data without asking again.
const serverState = browserShellState();
if (serverState) hydrate(queryClient, serverState.queries as Parameters<typeof hydrate>[1]);
// Dates on the page (the shell's and every slot's) are then read without asking Intl for Berlin's zone.
takeBerlinOffsets(serverState?.berlinOffsets);

/**
 * Marks the end of the shell's first commit (its hydration, on a server-rendered page): `data-hydrated` on <html>
 * and a user-timing mark, for tests that wait until the page answers input and for the bench's time to interactive.
 * Renders nothing, so the server's markup needs no counterpart.
 */
function MarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    performance.mark?.('shell-hydrated');
  }, []);
  return null;
}

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <MarkHydrated />
    <ShellProviders client={queryClient}>
      <BrowserRouter>
        {/* Only a language switch suspends (for the other language's texts), inside the router's transition. */}
        <Suspense fallback={null}>
          <ShellRoutes />
        </Suspense>
      </BrowserRouter>
    </ShellProviders>
  </StrictMode>
);

// The first paint waits for the document's language; a German page needs nothing more. A page the server rendered
// is hydrated (its DOM kept), any other one rendered.
// The shop's frame is on demand: on a shop path it loads with the texts, so the first render already has it.
const firstParts = [...(serverState?.parts ?? []), ...(isShopPath(location.pathname) ? ['shop-layout'] : [])];
void Promise.all([loadTranslations(localeOfPath(location.pathname)), preloadParts(firstParts)]).finally(() => {
  // Hydrated in a transition: React then works in slices that let the browser answer input between them, where the
  // default priority hydrates the whole page in one long task (the server's HTML is on screen meanwhile).
  if (serverState && root.firstElementChild) inTransition(() => hydrateRoot(root, app));
  else createRoot(root).render(app);
});
