import type { RemoteName } from 'shared-contracts/slots';
import { currentRemoteMap } from './remote-map';

/**
 * Whether a remote's manifest answers, asked without loading any of its code: a region that mounts its remote only on
 * interaction still shows its fallback up front when the remote is down, instead of failing at the visitor's press.
 */
export async function remoteReachable(name: RemoteName, map = currentRemoteMap()): Promise<boolean> {
  try {
    const response = await fetch(map[name], { credentials: 'same-origin' });
    return response.ok;
  } catch {
    return false;
  }
}
