import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { buildPath } from 'shared-contracts/routes';
import { RemoteSlot } from '../../../federation/remote-slot';
import { useT } from '../../../i18n/i18n';
import { useSlotBase } from '../../../app/shell-context';
import { useOverlay } from '../../../app/overlay-context';
import { useScrollLock } from '../../../lib/use-scroll-lock';
import { bus } from '../../../lib/bus';

/**
 * Mounts mf-events' overlay slot once it is first opened (so pages that never open it never load mf-events);
 * the page stops scrolling while it is open, whether the shell or a remote opened it.
 */
export function EventOverlayHost() {
  const base = useSlotBase();
  const overlay = useOverlay();
  const [everOpened, setEverOpened] = useState(false);
  const [remoteOpen, setRemoteOpen] = useState(false);
  const { setOpen } = overlay;

  useEffect(() => {
    if (overlay.open) setEverOpened(true);
  }, [overlay.open]);
  useEffect(() => {
    const offOpened = bus.on('overlay.opened', () => setRemoteOpen(true));
    const offClosed = bus.on('overlay.closed', () => setRemoteOpen(false));
    return () => {
      offOpened();
      offClosed();
    };
  }, []);
  useScrollLock(overlay.open || remoteOpen);
  useOverlayFlag(overlay.open, setOpen);

  const onClose = useCallback(() => setOpen(false), [setOpen]);
  if (!everOpened) return null;
  return (
    <RemoteSlot
      remote="mf_events"
      slot="EventOverlay"
      props={{ ...base, open: overlay.open, onClose }}
      skeleton={null}
      fallback={() => <OverlayFallback open={overlay.open} onClose={onClose} />}
    />
  );
}

/**
 * The overlay's state lives in the address while it is open (`overlay=true`): an address with the flag opens it,
 * opening adds the flag, closing removes it. Replacing, not pushing, so Back leaves the page rather than the overlay.
 */
function useOverlayFlag(open: boolean, setOpen: (open: boolean) => void) {
  const [search, setSearch] = useSearchParams();
  const { pathname } = useLocation();
  const flag = search.get('overlay') === 'true';
  const lastOpen = useRef(open);
  // Address → overlay: a link or a typed address with the flag opens it.
  useEffect(() => {
    if (flag && !open && lastOpen.current === open) setOpen(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the flag appears
  }, [flag]);
  // Overlay → address. A link inside the overlay closes it while the router's location still lags behind the address
  // (navigations render as transitions): writing the flag away from that stale location would send the visitor
  // straight back to the page they just left, so a close that comes with a new address leaves the address alone.
  useEffect(() => {
    if (lastOpen.current === open) return;
    lastOpen.current = open;
    if (!open && leftThePage(pathname)) return;
    if (open === flag) return;
    const next = new URLSearchParams(search);
    if (open) next.set('overlay', 'true');
    else next.delete('overlay');
    setSearch(next, { replace: true, preventScrollReset: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the overlay opens or closes
  }, [open]);
}

/** The address already names another page than the router shows, and without the overlay flag. */
function leftThePage(shownPath: string): boolean {
  return window.location.pathname !== shownPath && new URLSearchParams(window.location.search).get('overlay') !== 'true';
}

/** Without mf-events the overlay cannot open; the events page (with its own fallback) is the next best place. */
function OverlayFallback({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { locale } = useT();
  const navigate = useNavigate();
  useEffect(() => {
    if (!open) return;
    onClose();
    void navigate(buildPath('events', locale));
  }, [open, onClose, navigate, locale]);
  return null;
}
