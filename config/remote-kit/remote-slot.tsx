import { Fragment, memo, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import Parcel from 'single-spa-react/parcel';
import { mountRootParcel, type ParcelConfig } from 'single-spa';
import { slotId, type RemoteName, type SlotName, type SlotProps } from 'shared-contracts/slots';
import { loadSlotConfig, SlotLoadError } from './load-slot';
import { sameSlotProps } from './same-slot-props';
import { SlotErrorBoundary } from './slot-error-boundary';
import { HydratingParcel } from './hydrating-parcel';
import { whenSlotWanted } from './hydration-gate';
import { SLOT_HTML_MARK, SSR_ATTRIBUTE, ServerSlotsContext, claimServerSlot } from './server-slots';

export interface RemoteSlotProps<R extends RemoteName, S extends SlotName<R>> {
  remote: R;
  slot: S;
  /** Checked against the slot catalogue: a misspelt or missing prop does not compile. */
  props: SlotProps<R, S>;
  /** Shown while the remote loads. */
  skeleton: ReactNode;
  /** Shown when the remote cannot be loaded, mounted or rendered; `retry` loads it again. */
  fallback: (retry: () => void) => ReactNode;
  className?: string;
  /** Class of the element the parcel renders into. */
  parcelClassName?: string;
  /**
   * While true nothing is loaded and the skeleton stays: for a region that mounts its remote on interaction. The
   * skeleton keeps its DOM node when loading starts, so a press that started the load still lands on it.
   */
  defer?: boolean;
  /** A load failure the caller handles itself (the shell reloads the page once after a deploy); true keeps the skeleton up. */
  onLoadFailure?: (cause: unknown) => boolean;
}

type State = { kind: 'loading' } | { kind: 'ready'; config: ParcelConfig } | { kind: 'failed'; error: unknown };

/**
 * When a failed slot tries again by itself: 5 s, then twice as long each time up to a minute. A remote that is down
 * (its origin, or a broken build) comes back in the same tab once it is fixed, without anyone pressing retry.
 */
export const retryDelayMs = (failures: number) => Math.min(60_000, 5_000 * 2 ** Math.max(0, failures - 1));

/** The element single-spa-react's <Parcel> wraps a parcel in: the server writes the same one around a slot's HTML. */
const PARCEL_ELEMENT = 'div';
const SLOT_HTML = { __html: SLOT_HTML_MARK };

/**
 * The one way to mount a slot of a remote, used by the shell and by remotes that mount another remote:
 * loadRemote → single-spa-react <Parcel>. Prop changes reach the mounted parcel through its `update` lifecycle
 * (the Parcel element stays the same), so switching language never remounts a remote.
 */
export function RemoteSlot<R extends RemoteName, S extends SlotName<R>>({ remote, slot, props, skeleton, fallback, className, parcelClassName, defer = false, onLoadFailure }: RemoteSlotProps<R, S>) {
  const id = slotId(remote, slot);
  const server = useContext(ServerSlotsContext);
  // What the server rendered for this slot, found once when the page hydrates: its DOM is kept and hydrated.
  const [fromServer] = useState(() => (server || defer ? null : claimServerSlot(id)));
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>({ kind: 'loading' });
  // A slot the server rendered below the fold keeps its HTML, code unloaded, until it is wanted (hydration-gate).
  const serverHost = fromServer?.kind === 'html' ? fromServer.host : null;
  const [wanted, setWanted] = useState(serverHost === null);
  // The server's markup of this slot stays on screen when its code cannot be loaded: it is readable and its links work.
  // Not after a render error the boundary caught: the server's DOM is gone then, and the slot mounts afresh.
  const [renderBroke, setRenderBroke] = useState(false);
  const keepsServerMarkup = fromServer?.kind === 'html' && fromServer.host !== null && !renderBroke;
  useEffect(() => (serverHost && !wanted ? whenSlotWanted(serverHost, () => setWanted(true)) : undefined), [serverHost, wanted]);

  const fail = useCallback(
    (error: unknown) => {
      console.error(`slot ${id} failed`, error);
      setState({ kind: 'failed', error });
    },
    [id],
  );

  useEffect(() => {
    if (defer || !wanted) return;
    let cancelled = false;
    setState((now) => (now.kind === 'failed' && keepsServerMarkup ? now : { kind: 'loading' }));
    loadSlotConfig(id, (error) => !cancelled && fail(error), attempt > 0).then(
      (config) => !cancelled && setState({ kind: 'ready', config }),
      (error: unknown) => {
        if (cancelled) return;
        const cause = error instanceof SlotLoadError ? error.original : error;
        if (onLoadFailure?.(cause)) return;
        fail(error);
      },
    );
    return () => {
      cancelled = true;
    };
    // onLoadFailure is read when a load fails, not a reason to load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, attempt, fail, defer, wanted, keepsServerMarkup]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const renderFailed = useCallback(
    (error: unknown) => {
      setRenderBroke(true);
      fail(error);
    },
    [fail],
  );

  // A failed slot tries again by itself, sooner at first, then less often.
  const failed = state.kind === 'failed';
  useEffect(() => {
    if (!failed || defer) return;
    const timer = setTimeout(retry, retryDelayMs(attempt + 1));
    return () => clearTimeout(timer);
  }, [failed, attempt, retry, defer]);

  if (server && !defer) {
    // A server render: both markups this slot can have (its skeleton, or its HTML in the parcel's element) between
    // markers; the server keeps the one its outcome asks for (slotSegments).
    const key = server.ask(id, props as object);
    const marker = (part: 'skeleton' | 'html' | 'end') => <template data-ssr-slot={key} data-ssr-part={part} />;
    const Host = PARCEL_ELEMENT;
    return (
      <>
        {marker('skeleton')}
        <div className={className} data-slot={id} {...{ [SSR_ATTRIBUTE]: 'skeleton' }}>
          {skeleton}
        </div>
        {marker('html')}
        <div className={className} data-slot={id} {...{ [SSR_ATTRIBUTE]: 'html' }}>
          <Host className={parcelClassName} dangerouslySetInnerHTML={SLOT_HTML} />
        </div>
        {marker('end')}
      </>
    );
  }
  if (server) {
    // Deferred (the header search): nothing is rendered ahead of the visitor's wish, on either side.
    return (
      <div className={className} data-slot={id}>
        {skeleton}
      </div>
    );
  }
  const ssr = fromServer ? { [SSR_ATTRIBUTE]: fromServer.kind } : {};

  let content: ReactNode;
  if (keepsServerMarkup) {
    // The keys keep the parcel's element when the notice comes and goes: a new element would lose the server's DOM.
    content = [
      state.kind === 'failed' ? <Fragment key="notice">{fallback(retry)}</Fragment> : null,
      <SlotErrorBoundary key="parcel" onError={renderFailed} fallback={() => fallback(retry)}>
        <HydratingParcel
          as={PARCEL_ELEMENT}
          host={fromServer.host!}
          config={state.kind === 'ready' ? state.config : null}
          live={state.kind !== 'failed'}
          onError={fail}
          slotProps={props as object}
          parcelClassName={parcelClassName}
        />
      </SlotErrorBoundary>,
    ];
  } else if (state.kind === 'loading') content = skeleton;
  else if (state.kind === 'failed') content = fallback(retry);
  else {
    content = (
      <SlotErrorBoundary key={attempt} onError={fail} fallback={() => fallback(retry)}>
        <ParcelHost config={state.config} onError={fail} slotProps={props as object} parcelClassName={parcelClassName} />
      </SlotErrorBoundary>
    );
  }
  return (
    <div className={className} data-slot={id} {...ssr}>
      {content}
    </div>
  );
}

interface ParcelHostProps {
  config: ParcelConfig;
  onError: (error: unknown) => void;
  slotProps: object;
  parcelClassName?: string;
}

/** Re-renders (and so runs the parcel's `update`) only when a prop really changed, not on every parent render. */
const ParcelHost = memo(
  function ParcelHost({ config, onError, slotProps, parcelClassName }: ParcelHostProps) {
    return <Parcel config={config} mountParcel={mountRootParcel} handleError={onError} wrapClassName={parcelClassName} {...slotProps} />;
  },
  (a, b) => a.config === b.config && a.onError === b.onError && a.parcelClassName === b.parcelClassName && sameSlotProps(a.slotProps, b.slotProps),
);
