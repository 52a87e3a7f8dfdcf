import { SHELL_STATE_GLOBAL } from 'shared-contracts/server-render';
import type { BerlinOffsets } from 'shared-contracts/berlin-time';

/** What the server's render hands the browser's first render. */
export interface ShellState {
  /** The shell's dehydrated query cache. */
  queries: unknown;
  /** On-demand parts the page shows (error screen, user screens …), loaded before hydrating. */
  parts: string[];
  /** When the server rendered the page (ms since the epoch): clock-dependent text hydrates from this time. */
  renderedAt?: number;
  /** Berlin's UTC offsets around `renderedAt`, from the server's time-zone database (see `takeBerlinOffsets`). */
  berlinOffsets?: BerlinOffsets;
}

/** The server's render state of this page, in a browser that got a rendered page; undefined otherwise. */
export function browserShellState(): ShellState | undefined {
  if (typeof window === 'undefined') return undefined;
  return (window as unknown as Record<string, ShellState | undefined>)[SHELL_STATE_GLOBAL];
}
