import { DEFAULT_TICKET_LIMIT } from 'shared-contracts/constants';

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

const positive = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

export function holdLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): HoldLimits {
  const ticketsPerCart = positive(env.CART_MAX_TICKETS, DEFAULT_TICKET_LIMIT);
  return {
    ticketsPerCart,
    ticketsPerAddress: positive(env.CART_MAX_TICKETS_PER_ADDRESS, ticketsPerCart * 4),
    addsPerClient: positive(env.CART_ADDS_PER_CLIENT, 10),
    addsPerAddress: positive(env.CART_ADDS_PER_ADDRESS, 30),
    windowMs: positive(env.CART_ADDS_WINDOW_MS, 60_000),
  };
}
