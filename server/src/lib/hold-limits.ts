import { readServerEnv } from './server-env';

/** Fair-hold limits of the ticket shop (decision 046); each can be set through the environment. */
export interface HoldLimits {
  /** Most tickets one cart may hold in total, and in one seat group. */
  ticketsPerCart: number;
  /** Most tickets all live carts started from one address may hold together. */
  ticketsPerAddress: number;
  /** Cart additions one client (its cart, or its address before it has one) may make per window. */
  addsPerClient: number;
  /** Cart additions one address may make per window, whatever cookies it sends. */
  addsPerAddress: number;
  windowMs: number;
}

export function holdLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): HoldLimits {
  const e = readServerEnv(env);
  return {
    ticketsPerCart: e.CART_MAX_TICKETS,
    ticketsPerAddress: e.CART_MAX_TICKETS_PER_ADDRESS ?? e.CART_MAX_TICKETS * 4,
    addsPerClient: e.CART_ADDS_PER_CLIENT,
    addsPerAddress: e.CART_ADDS_PER_ADDRESS,
    windowMs: e.CART_ADDS_WINDOW_MS,
  };
}
