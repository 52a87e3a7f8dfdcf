import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ParcelConfig } from 'single-spa';
import { REMOTE_MAP_GLOBAL, defaultRemoteMap, type RemoteMap, type RemoteName } from 'shared-contracts/slots';
import { isFallbackModule } from './fallback-module';
import { forgetFailedSharedLoads, unfinishedSharedLoads } from './forget-failed-shares';

/** A slot module that could not be used: the runtime's fallback, a missing module, or one without lifecycles. */
export class SlotLoadError extends Error {
  constructor(
    readonly id: string,
    readonly original: unknown,
  ) {
    super(`Remote slot ${id} could not be loaded`);
    this.name = 'SlotLoadError';
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- lifecycles receive whatever props single-spa passes
type LifecycleFn = (props: any) => Promise<unknown>;

function guard<F extends LifecycleFn>(fn: F, onError: (error: unknown) => void): F {
  return (async (props: Parameters<F>[0]) => {
    try {
      await fn(props);
    } catch (error) {
      onError(error);
    }
  }) as F;
}

interface Lifecycles {
  bootstrap?: LifecycleFn;
  mount: LifecycleFn;
  unmount: LifecycleFn;
  update?: LifecycleFn;
}

function lifecyclesOf(module: unknown): Lifecycles | null {
  if (!module || typeof module !== 'object') return null;
  const candidates = [module, (module as { default?: unknown }).default];
  for (const candidate of candidates) {
    const c = candidate as Partial<Lifecycles> | undefined;
    if (c && typeof c.mount === 'function' && typeof c.unmount === 'function') return c as Lifecycles;
  }
  return null;
}

/** The manifest URL of a remote: the server's remote map in the document, else the default local build. */
export function remoteEntry(name: RemoteName): string {
  const map = (window as unknown as Record<string, Partial<RemoteMap> | undefined>)[REMOTE_MAP_GLOBAL];
  return map?.[name] ?? defaultRemoteMap()[name];
}

/**
 * Registers a remote with the federation runtime unless it is known already. The shell registers every remote at
 * boot; a remote running alone (its standalone harness) meets another remote here first.
 */
export function ensureRemote(name: RemoteName, afresh = false): void {
  const known = getInstance()?.options.remotes.some((remote) => remote.name === name) ?? false;
  // Registered again with `force`, the runtime forgets the remote's manifest, entry and modules: a load after broken
  // code (a failed entry is kept as failed otherwise) fetches everything anew.
  if (known && afresh) registerRemotes([{ name, entry: remoteEntry(name) }], { force: true });
  else if (!known) registerRemotes([{ name, entry: remoteEntry(name) }]);
}

/**
 * Loads `mf_x/Slot` through the federation runtime and returns a parcel config (single-spa-react lifecycles).
 * Errors thrown by the remote's mount/update/unmount are handed to `onError` instead of travelling on as
 * unhandled rejections, so the slot can swap in its fallback while the rest of the page stays intact. `afresh`: a
 * retry after a failure, which loads the remote from scratch.
 */
export async function loadSlotConfig(id: string, onError: (error: unknown) => void = () => undefined, afresh = false): Promise<ParcelConfig> {
  let module: unknown;
  try {
    // A shared package that failed during an earlier outage would otherwise fail this attempt too.
    const unfinished = unfinishedSharedLoads();
    if (unfinished.length > 0) await forgetFailedSharedLoads(unfinished);
    ensureRemote(id.split('/')[0] as RemoteName, afresh);
    module = await loadRemote<unknown>(id);
  } catch (error) {
    throw new SlotLoadError(id, error);
  }
  // A build-time fallback arrives as a factory; unwrap it so both shapes end up here.
  if (typeof module === 'function') module = (module as () => unknown)();
  if (isFallbackModule(module)) throw new SlotLoadError(id, module.error);
  const lifecycles = lifecyclesOf(module);
  if (!lifecycles) throw new SlotLoadError(id, new Error(`${id} exports no single-spa lifecycles`));
  return {
    name: id,
    bootstrap: lifecycles.bootstrap ?? (() => Promise.resolve()),
    mount: guard(lifecycles.mount, onError),
    unmount: guard(lifecycles.unmount, () => undefined),
    update: lifecycles.update ? guard(lifecycles.update, onError) : undefined,
  } as ParcelConfig;
}
