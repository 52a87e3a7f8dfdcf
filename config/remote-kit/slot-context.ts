import { createContext, useContext } from 'react';
import type { SlotBaseProps } from 'shared-contracts/slots';

/** The host's props (locale, navigate, auth, settings, query) for everything inside one mounted slot. */
export const SlotContext = createContext<SlotBaseProps | null>(null);

export function useSlot(): SlotBaseProps {
  const value = useContext(SlotContext);
  if (!value) throw new Error('useSlot outside a SlotRoot');
  return value;
}
