import { createContext, useContext } from 'react';

/** The events overlay ('Programm und Karten') is opened from anywhere: the sticky button, ?overlay=true, the nav. */
export interface OverlayControl {
  open: boolean;
  setOpen(open: boolean): void;
}
export const OverlayContext = createContext<OverlayControl>({ open: false, setOpen: () => undefined });
export const useOverlay = () => useContext(OverlayContext);
