import type { ReactNode } from 'react';
import { RemoteSlot as MountRemoteSlot } from 'site-config/remote-kit/remote-slot';
import type { RemoteName, SlotBaseProps, SlotName, SlotProps } from 'shared-contracts/slots';
import { reloadAfterChunkError } from './chunk-reload';
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
  /** While true nothing is loaded and the skeleton stays (a region that mounts its remote on interaction). */
  defer?: boolean;
}

/**
 * The shell's regions: the shared slot mount (site-config/remote-kit/remote-slot) with the shell's skeleton, its
 * localized fallback with retry, and one page reload when a deploy removed the chunks the page asked for.
 */
export function RemoteSlot<R extends RemoteName, S extends SlotName<R>>({ skeleton, fallback, ...rest }: RemoteSlotProps<R, S>) {
  // The fallback speaks the slot's locale, which is the page's.
  return (
    <LocaleContext.Provider value={(rest.props as SlotBaseProps).locale}>
      <MountRemoteSlot
        {...rest}
        skeleton={skeleton !== undefined ? skeleton : <SlotSkeleton />}
        fallback={fallback ?? ((retry) => <SlotFallback onRetry={retry} />)}
        onLoadFailure={reloadAfterChunkError}
      />
    </LocaleContext.Provider>
  );
}
