import { useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { Resource } from 'i18next';
import type { SlotBaseProps } from 'shared-contracts/slots';
import { createI18n } from './i18n';
import { queryClient } from './query-client';
import { SlotContext } from './slot-context';

interface SlotRootProps extends SlotBaseProps {
  resources: Resource;
  children: ReactNode;
}

/**
 * The providers every slot of this remote renders inside. The i18next instance lives as long as the parcel;
 * a new `locale` prop (single-spa `update`) switches its language, so the slot re-renders without a remount.
 */
export function SlotRoot({ resources, children, locale, host, auth, settings, query }: SlotRootProps) {
  const [i18n] = useState(() => createI18n(resources, locale));
  useLayoutEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
  }, [i18n, locale]);
  const base = useMemo(() => ({ locale, host, auth, settings, query }), [locale, host, auth, settings, query]);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <SlotContext.Provider value={base}>{children}</SlotContext.Provider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
