/**
 * How long an event must still run for a journey to buy tickets for it. The demo's dates are today's and later
 * ones at fixed times of day, and the list keeps today's events after they ended: late in the evening the first
 * listed event is over and sells nothing, while a journey that buys takes a minute or two.
 */
const STILL_RUNNING_MS = 30 * 60_000;

/** Whether visitors can buy for `event` for the next half hour: shown, not stopped, and not over by then. */
export function sellsNow(event: { mark: string; sales_stopped: boolean; date_start: string; date_end: string | null }, now = Date.now()): boolean {
  return event.mark === 'show' && !event.sales_stopped && Date.parse(event.date_end ?? event.date_start) > now + STILL_RUNNING_MS;
}
