import { createContext, useContext } from 'react';
import type { SlotBaseProps } from 'shared-contracts/slots';

/** The host services and base props of the mounted slot, for components deep in the tree (links, consent). */
export const SlotContext = createContext<SlotBaseProps | null>(null);

export function useSlot(): SlotBaseProps {
  const value = useContext(SlotContext);
  if (!value) throw new Error('useSlot outside a slot');
  return value;
}
