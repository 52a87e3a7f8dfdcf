import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { start } from 'single-spa';
import { i18n, loadTranslations } from './i18n/i18n';
import { localeOfPath } from 'shared-contracts/locales';
import { createQueryClient } from 'site-config/remote-kit/query-client';
import { ShellRoutes } from './app/router';
import { currentRemoteMap } from './federation/remote-map';
import { registerSiteRemotes } from './federation/register-remotes';
import { registerShop } from './applications/register-applications';
import './styles/global.css';

// Remotes are only registered here; nothing of them is fetched until a slot on the page asks for it.
registerSiteRemotes(currentRemoteMap());
registerShop();
start({ urlRerouteOnly: true });

const queryClient = createQueryClient();

// The first paint waits for the document's language; a German page needs nothing more.
void loadTranslations(localeOfPath(location.pathname)).finally(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            {/* Only a language switch suspends (for the other language's texts), inside the router's transition. */}
            <Suspense fallback={null}>
              <ShellRoutes />
            </Suspense>
          </BrowserRouter>
        </QueryClientProvider>
      </I18nextProvider>
    </StrictMode>,
  ),
);
