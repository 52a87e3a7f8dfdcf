import type { FunctionComponent } from 'react';
import type { SlotBaseProps } from 'shared-contracts/slots';
import { mountSlot, type MountSlotOptions } from 'site-config/remote-kit/mount-slot';
import { loadTexts, resources } from './resources';

/** `mountSlot` with this remote's texts: the slot's language is loaded before it renders, beside its own `prepare`. */
export function mountContentSlot<P extends SlotBaseProps>(Component: FunctionComponent<P>, options: MountSlotOptions<P> = {}) {
  return mountSlot(Component, resources, {
    ...options,
    prepare: (props) => Promise.all([loadTexts(props.locale), options.prepare?.(props)]),
  });
}
