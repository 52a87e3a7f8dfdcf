import { useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { QueryClientProvider, hydrate, type DehydratedState } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n, Resource } from 'i18next';
import type { QueryClient } from '@tanstack/react-query';
import type { SlotBaseProps } from 'shared-contracts/slots';
import type { DehydratedSlotState } from 'shared-contracts/server-render';
import { createI18n } from './i18n';
import { createQueryClient } from './query-client';
import { SlotContext } from './slot-context';
import { RenderClockContext, useSlotClock } from './render-clock';

// On the server neither runs; React warns about a layout effect there, not about a plain one.
const useBeforePaintEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

interface SlotRootProps {
  base: SlotBaseProps;
  resources: Resource;
  children: ReactNode;
  /** A server render brings the request's own client and instance: it prefetches into them before the final render. */
  client?: QueryClient;
  i18n?: I18n;
  /** What the server's render of this slot fetched: the first render uses it instead of asking the API again. */
  dehydratedState?: unknown;
  /** The minute a server render reads the clock at (see RenderClockContext); a hydrating render takes the state's. */
  renderedAt?: number;
}

/**
 * The providers every slot renders inside: its own QueryClient and i18next instance, created once per mount.
 * A new `locale` prop (single-spa `update`) switches the instance's language before paint, so the slot re-renders
 * in place instead of remounting. `lang` marks the slot's text for assistive technology.
 */
export function SlotRoot({ base, resources, children, client, i18n: givenI18n, dehydratedState, renderedAt }: SlotRootProps) {
  const { locale, host, auth, settings, query } = base;
  const [queryClient] = useState(() => {
    const created = client ?? createQueryClient();
    if (dehydratedState) hydrate(created, dehydratedState as DehydratedState);
    return created;
  });
  const [i18n] = useState(() => givenI18n ?? createI18n(resources, locale));
  useBeforePaintEffect(() => {
    if (i18n.language === locale) return;
    // A remote may load a language's texts on demand (before the update that asks for it), after this instance began.
    for (const [namespace, texts] of Object.entries(resources[locale] ?? {})) {
      if (!i18n.hasResourceBundle(locale, namespace)) i18n.addResourceBundle(locale, namespace, texts);
    }
    void i18n.changeLanguage(locale);
  }, [i18n, locale, resources]);
  const value = useMemo(() => ({ locale, host, auth, settings, query }), [locale, host, auth, settings, query]);
  const clock = useSlotClock(renderedAt ?? (dehydratedState as DehydratedSlotState | undefined)?.renderedAt);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <SlotContext.Provider value={value}>
          <RenderClockContext.Provider value={clock}>
            <div lang={locale}>{children}</div>
          </RenderClockContext.Provider>
        </SlotContext.Provider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
