import { createBus } from 'shared-contracts/events';

/**
 * Hands a shop call that failed to whatever error reporting listens on the bus. The shop shows the failure itself, so
 * it is not thrown again through `window.reportError`, which would surface as an uncaught error in the console.
 */
export function reportFailure(source: string, error: unknown): void {
  createBus().emit('error.reported', { source: `mf-shop/${source}`, message: error instanceof Error ? error.message : String(error) });
}
