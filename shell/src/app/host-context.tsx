import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { HostServices } from 'shared-contracts/slots';

const HostContext = createContext<HostServices>({ navigate: (to) => window.location.assign(to) });
export const useHost = () => useContext(HostContext);

/** Same-origin paths go through the router (which single-spa hears as well); other origins load normally. */
export function resolveNavigation(to: string, origin: string): { kind: 'router'; path: string } | { kind: 'document'; url: string } {
  const url = new URL(to, origin);
  if (url.origin !== origin) return { kind: 'document', url: url.href };
  return { kind: 'router', path: `${url.pathname}${url.search}${url.hash}` };
}

export function HostProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const host = useMemo<HostServices>(
    () => ({
      navigate(to) {
        const target = resolveNavigation(to, window.location.origin);
        if (target.kind === 'router') void navigate(target.path);
        else window.location.assign(target.url);
      },
    }),
    [navigate],
  );
  return <HostContext.Provider value={host}>{children}</HostContext.Provider>;
}
