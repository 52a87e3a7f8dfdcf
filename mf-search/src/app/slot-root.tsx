import { type ReactNode, useEffect, useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { SlotBaseProps } from 'shared-contracts/slots';
import { createI18n } from './i18n';
import { SlotContext } from './slot-context';

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } } });
}

/**
 * The providers every slot of this remote renders inside: its own QueryClient and i18next instance.
 * A locale change arrives through single-spa's `update` as a new prop; switching the instance's language
 * re-renders the slot in place instead of remounting it.
 */
export function SlotRoot({ base, children }: { base: SlotBaseProps; children: ReactNode }) {
  const { locale } = base;
  const [queryClient] = useState(createQueryClient);
  const [i18n] = useState(() => createI18n(locale));
  useEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
  }, [i18n, locale]);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <SlotContext.Provider value={base}>
          <div lang={locale}>{children}</div>
        </SlotContext.Provider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
