import { Component, type ReactNode, useEffect, useState } from 'react';
import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { mountRootParcel, type ParcelConfig } from 'single-spa';
import Parcel from 'single-spa-react/parcel';
import { REMOTE_MAP_GLOBAL, type RemoteMap, type RemoteName, type SlotBaseProps, defaultRemoteMap, slotId } from 'shared-contracts/slots';

/** The manifest url of a remote from the server's remote map (window.__REMOTE_MAP__), else the default local build. */
export function remoteEntry(remote: RemoteName): string {
  const map = (window as unknown as Record<string, Partial<RemoteMap> | undefined>)[REMOTE_MAP_GLOBAL];
  return map?.[remote] ?? defaultRemoteMap()[remote];
}

/** Loads another remote's slot through the federation runtime, registering the remote first if the host has not. */
export async function loadSlot(remote: RemoteName, slot: string): Promise<ParcelConfig> {
  const registered = getInstance()?.options.remotes.some((r) => r.name === remote) ?? false;
  if (!registered) registerRemotes([{ name: remote, entry: remoteEntry(remote) }]);
  const module = await loadRemote<ParcelConfig>(slotId(remote, slot as never));
  if (!module) throw new Error(`mf-content: ${remote}/${slot} did not load`);
  return module;
}

class RenderGuard extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** Mounts another remote's slot as a single-spa parcel; a load or mount failure shows the localized fallback. */
export function RemoteSlot({ remote, slot, props, fallback, loading }: { remote: RemoteName; slot: string; props: SlotBaseProps & Record<string, unknown>; fallback: ReactNode; loading?: ReactNode }) {
  const [state, setState] = useState<{ config: ParcelConfig | null; failed: boolean }>({ config: null, failed: false });
  useEffect(() => {
    let alive = true;
    loadSlot(remote, slot).then(
      (config) => alive && setState({ config, failed: false }),
      (error) => {
        console.error(error);
        if (alive) setState({ config: null, failed: true });
      },
    );
    return () => {
      alive = false;
    };
  }, [remote, slot]);
  if (state.failed) return <>{fallback}</>;
  if (!state.config) return <>{loading ?? null}</>;
  return (
    <RenderGuard fallback={fallback}>
      <Parcel
        config={state.config}
        mountParcel={mountRootParcel}
        wrapWith="div"
        handleError={(error: Error) => {
          console.error(error);
          setState({ config: null, failed: true });
        }}
        {...props}
      />
    </RenderGuard>
  );
}
