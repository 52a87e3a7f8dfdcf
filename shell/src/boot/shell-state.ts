/** The global the document sets to the shell's dehydrated query state when the server rendered the page. */
export const SHELL_STATE_GLOBAL = '__SHELL_STATE__';
