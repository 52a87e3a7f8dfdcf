import { useEffect, useRef } from 'react';
import { mountRootParcel, type Parcel, type ParcelConfig } from 'single-spa';
import { sameSlotProps } from './same-slot-props';
import { takeSlotState } from './server-slots';
import { holdClicksUntilLive } from './hydration-gate';

interface HydratingParcelProps {
  /** The element type single-spa-react's <Parcel> would have created (the server wrote the same one). */
  as: 'div';
  /** The server's parcel element, found before the page hydrated (the same node this component hydrates). */
  host: HTMLElement;
  /** null while the remote loads: the server's HTML stays as it is meanwhile. */
  config: ParcelConfig | null;
  /** false once the remote failed to load: presses on the server's markup are no longer held for code that may not come. */
  live?: boolean;
  onError: (error: unknown) => void;
  slotProps: object;
  parcelClassName?: string;
}

/** Never changes, so React neither fills nor clears the element: its content belongs to the parcel. */
const KEEP_CONTENT = { __html: '' };

/**
 * A slot whose HTML came from the server. While the page hydrates, React leaves an element with
 * `dangerouslySetInnerHTML` alone, so the server's DOM stays; once the remote is loaded its parcel mounts into that
 * element with the server's query state and hydrates the DOM instead of rendering it again.
 */
export function HydratingParcel({ as: Element, host, config, live = true, onError, slotProps, parcelClassName }: HydratingParcelProps) {
  const parcel = useRef<Parcel | null>(null);
  const lastProps = useRef(slotProps);
  const updates = useRef<Promise<unknown>>(Promise.resolve());
  const heldClicks = useRef<ReturnType<typeof holdClicksUntilLive> | null>(null);

  // A press on the server's buttons before the slot is live (it may wait for the visitor to scroll) is not lost.
  useEffect(() => {
    if (!live) return;
    const hold = holdClicksUntilLive(host);
    heldClicks.current = hold;
    return () => {
      heldClicks.current = null;
      hold.cancel();
    };
  }, [host, live]);

  useEffect(() => {
    if (!config) return;
    const dehydratedState = takeSlotState(host);
    const mounted = mountRootParcel(config, { domElement: host, ...lastProps.current, dehydratedState, hydrate: dehydratedState !== undefined });
    parcel.current = mounted;
    // A user-timing mark per slot: when the server's HTML of this slot became live (the bench reads it).
    const slot = host.parentElement?.getAttribute('data-slot');
    mounted.mountPromise.then(() => {
      heldClicks.current?.replay();
      if (slot) performance.mark?.(`slot-hydrated:${slot}`);
    }, onError);
    return () => {
      parcel.current = null;
      if (mounted.getStatus() === 'MOUNTED') void mounted.unmount().catch(() => undefined);
    };
    // The parcel mounts once per config; prop changes go through its update below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [config, host]);

  useEffect(() => {
    if (sameSlotProps(lastProps.current, slotProps)) return;
    lastProps.current = slotProps;
    const mounted = parcel.current;
    if (!mounted?.update) return;
    // single-spa refuses an update while the parcel is still mounting or running the last update, and a language
    // switch changes the props more than once while a slot may still be hydrating: the updates run one after the
    // other, each after the mount, and one that a newer change follows is left to that one.
    updates.current = updates.current
      .then(() => mounted.mountPromise)
      .then(() => {
        if (lastProps.current !== slotProps || parcel.current !== mounted || mounted.getStatus() !== 'MOUNTED') return;
        return mounted.update!(slotProps);
      })
      .catch(onError);
  }, [slotProps, onError]);

  return <Element className={parcelClassName} dangerouslySetInnerHTML={KEEP_CONTENT} suppressHydrationWarning />;
}
