import { browserShellState } from '../boot/shell-state';
import { serverRequest } from './server-request';

/**
 * The time a first render shows. A page rendered on the server shows the server's time of rendering (a cached page
 * may be seconds old), and the browser hydrates with that same time, so text that depends on the clock ("open until
 * 18:00" turning into "closed") reads the same on both sides. The component then moves to the real clock in an
 * effect. Without a server render it is simply now.
 */
export function firstRenderTime(): Date {
  const rendered = serverRequest()?.renderedAt ?? browserShellState()?.renderedAt;
  return rendered === undefined ? new Date() : new Date(rendered);
}
