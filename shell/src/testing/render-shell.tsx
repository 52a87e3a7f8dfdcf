import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Locale } from 'shared-contracts/locales';
import { LocaleContext } from '../app/locale-context';
import { ShellContext, type ShellState } from '../app/shell-context';
import { ANONYMOUS } from 'shared-contracts/constants';

/** Renders shell UI inside a memory router with preset query data, a locale and a shell state. */
export function renderShell(ui: ReactNode, options: { path?: string; locale?: Locale; data?: Array<[unknown[], unknown]>; shell?: Partial<ShellState> } = {}) {
  const { path = '/de', locale = 'de', data = [], shell = {} } = options;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  for (const [key, value] of data) client.setQueryData(key, value);
  const state: ShellState = { settings: null, auth: ANONYMOUS, user: null, host: { navigate: jest.fn() }, ...shell };
  const element = (
    <LocaleContext.Provider value={locale}>
      <ShellContext.Provider value={state}>{ui}</ShellContext.Provider>
    </LocaleContext.Provider>
  );
  const router = createMemoryRouter(
    [
      { path: '/de/*', element },
      { path: '/en/*', element },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, client };
}
