/** The global the document sets to the shell's dehydrated query state when the server rendered the page. */
export const SHELL_STATE_GLOBAL = '__SHELL_STATE__';

/** What the server's render hands the browser's first render. */
export interface ShellState {
  /** The shell's dehydrated query cache. */
  queries: unknown;
  /** On-demand parts the page shows (error screen, user screens …), loaded before hydrating. */
  parts: string[];
}
