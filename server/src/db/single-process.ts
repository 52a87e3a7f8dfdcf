import type { Db } from './types';

/**
 * What a database opened by this process alone needs for the multi-instance parts of `Db`: there is no other process
 * to notify or to wait for, so notifications go nowhere and the exclusive section simply runs.
 */
export function singleProcessParts(health: Db['health']): Pick<Db, 'health' | 'notify' | 'listen' | 'exclusive'> {
  return {
    health,
    notify: async () => undefined,
    listen: async () => async () => undefined,
    exclusive: (_key, fn) => fn(),
  };
}
