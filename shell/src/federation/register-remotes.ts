import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteMap } from 'shared-contracts/slots';
import { remotesToRegister } from './remote-map';

/** Every remote but the editor is known to the runtime from the start; nothing is fetched until a slot asks for it. */
export function registerSiteRemotes(map: RemoteMap) {
  registerRemotes(remotesToRegister(map, ['mf_editor']));
}
