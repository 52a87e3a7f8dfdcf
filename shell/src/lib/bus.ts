import { createBus } from 'shared-contracts/events';

/** The shell's handle on the cross-app bus (window CustomEvents, so every bundle hears the same events). */
export const bus = createBus();
