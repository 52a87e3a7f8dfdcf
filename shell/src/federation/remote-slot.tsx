import { memo, useCallback, useEffect, useState, type ReactNode } from 'react';
import { sameSlotProps } from './same-slot-props';
import Parcel from 'single-spa-react/parcel';
import { mountRootParcel, type ParcelConfig } from 'single-spa';
import { slotId, type SlotBaseProps, type RemoteName, type SlotName, type SlotProps } from 'shared-contracts/slots';
import { loadSlotConfig, SlotLoadError } from './load-slot';
import { reloadAfterChunkError } from './chunk-reload';
import { SlotErrorBoundary } from './slot-error-boundary';
import { SlotFallback, SlotSkeleton } from './slot-fallback';
import { LocaleContext } from '../app/locale-context';

export interface RemoteSlotProps<R extends RemoteName, S extends SlotName<R>> {
  remote: R;
  slot: S;
  props: SlotProps<R, S>;
  /** Shown while the remote loads; a generic skeleton otherwise. */
  skeleton?: ReactNode;
  /** Replaces the standard fallback where a compact one fits better (e.g. in the header). */
  fallback?: (retry: () => void) => ReactNode;
  className?: string;
  /**
   * While true nothing is loaded and the skeleton stays: for a region that mounts its remote on interaction. The
   * skeleton keeps its DOM node when loading starts, so a press that started the load still lands on it.
   */
  defer?: boolean;
}

type State = { kind: 'loading' } | { kind: 'ready'; config: ParcelConfig } | { kind: 'failed'; error: unknown };

/**
 * Mounts one slot of one remote: loadRemote → single-spa-react <Parcel>. Prop changes reach the mounted parcel
 * through its `update` lifecycle (the Parcel element stays the same), so switching language never remounts a remote.
 */
export function RemoteSlot<R extends RemoteName, S extends SlotName<R>>({ remote, slot, props, skeleton, fallback, className, defer = false }: RemoteSlotProps<R, S>) {
  const id = slotId(remote, slot);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>({ kind: 'loading' });

  const fail = useCallback((error: unknown) => {
    console.error(`[shell] slot ${id} failed`, error);
    setState({ kind: 'failed', error });
  }, [id]);

  useEffect(() => {
    if (defer) return;
    let cancelled = false;
    setState({ kind: 'loading' });
    loadSlotConfig(id, (error) => !cancelled && fail(error)).then(
      (config) => !cancelled && setState({ kind: 'ready', config }),
      (error: unknown) => {
        if (cancelled) return;
        const cause = error instanceof SlotLoadError ? error.original : error;
        // After a deploy the old chunks are gone: reload once, and keep the skeleton up meanwhile.
        if (reloadAfterChunkError(cause)) return;
        setState({ kind: 'failed', error });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [id, attempt, fail, defer]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  const renderFallback = () => (fallback ? fallback(retry) : <SlotFallback onRetry={retry} />);
  let content: ReactNode;
  if (state.kind === 'loading') content = skeleton !== undefined ? skeleton : <SlotSkeleton />;
  else if (state.kind === 'failed') content = renderFallback();
  else {
    content = (
      <SlotErrorBoundary key={attempt} onError={fail} fallback={renderFallback}>
        <ParcelHost config={state.config} onError={fail} slotProps={props as object} />
      </SlotErrorBoundary>
    );
  }
  // The fallback speaks the slot's locale, which is the page's.
  return (
    <LocaleContext.Provider value={(props as SlotBaseProps).locale}>
      <div className={className} data-slot={id}>
        {content}
      </div>
    </LocaleContext.Provider>
  );
}

/** Re-renders (and so runs the parcel's `update`) only when a prop really changed, not on every parent render. */
const ParcelHost = memo(
  function ParcelHost({ config, onError, slotProps }: { config: ParcelConfig; onError: (error: unknown) => void; slotProps: object }) {
    return <Parcel config={config} mountParcel={mountRootParcel} handleError={onError} {...slotProps} />;
  },
  (a, b) => a.config === b.config && a.onError === b.onError && sameSlotProps(a.slotProps, b.slotProps),
);
