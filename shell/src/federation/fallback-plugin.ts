import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { createFallbackModule } from 'site-config/remote-kit/fallback-module';

type ErrorLoadRemoteArgs = {
  id: string;
  error: unknown;
  from: 'build' | 'runtime';
  lifecycle: 'beforeRequest' | 'beforeLoadShare' | 'afterResolve' | 'onLoad';
};

/**
 * Turns a final load failure into a fallback module the RemoteSlot recognises, so a missing remote becomes a localized fallback instead of an unhandled rejection.
 * Only `onLoad` gets a substitute: for `afterResolve` returning nothing lets the manifest error travel on to `onLoad`
 * (a fake manifest would be cached and block every retry); for `beforeRequest`/`beforeLoadShare` there is nothing
 * sensible to substitute. `from: 'build'` (a static import) expects a module factory, `from: 'runtime'` (loadRemote) the module.
 */
export function handleErrorLoadRemote(args: ErrorLoadRemoteArgs): unknown {
  if (args.lifecycle !== 'onLoad') return undefined;
  const module = createFallbackModule(args.id, args.error);
  console.error(`[shell] remote ${args.id} failed to load`, args.error);
  return args.from === 'build' ? () => module : module;
}

export default function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-fallback-plugin',
    errorLoadRemote: (args) => handleErrorLoadRemote(args as ErrorLoadRemoteArgs),
  };
}
