import { CART_ERROR_NO_RESERVATION, CART_ERROR_NOT_ENOUGH_SEATS, CART_ERROR_TICKET_LIMIT } from 'shared-contracts/entities';
import { SEATS_REASON } from 'shared-contracts/constants';
import { HttpError } from '../http/errors';

const MESSAGES: Record<number, string> = {
  [CART_ERROR_NOT_ENOUGH_SEATS]: 'Not enough (connected) seats found.',
  [CART_ERROR_NO_RESERVATION]: 'No current reservation.',
};

/** The ticketing system's failure codes, answered as HTTP 409 `{ response_code, message }`. */
export class CartFailure extends HttpError {
  constructor(
    readonly responseCode: number,
    message = MESSAGES[responseCode] ?? 'Cart failure.',
    readonly details: Record<string, unknown> = {},
  ) {
    super(409, message, undefined, { response_code: responseCode, ...details });
  }

  /** The body the shop-cart routes answer with. */
  body(): Record<string, unknown> {
    return { response_code: this.responseCode, message: this.message, ...this.details };
  }
}
/**
 * `free`: the seats the category still has; `reason` says in a word whether it is sold out or has fewer than asked,
 * so the widget says that in the visitor's language instead of the code.
 */
export const notEnoughSeats = (free: number) =>
  new CartFailure(CART_ERROR_NOT_ENOUGH_SEATS, undefined, {
    free: Math.max(free, 0),
    sold_out: free <= 0,
    reason: free <= 0 ? SEATS_REASON.soldOut : SEATS_REASON.tooFew,
  });
export const noCurrentReservation = () => new CartFailure(CART_ERROR_NO_RESERVATION);
/** More tickets than one cart (in total or in one seat group) may hold; `limit` tells the widget the number. */
export const ticketLimit = (limit: number) => new CartFailure(CART_ERROR_TICKET_LIMIT, `At most ${limit} tickets per cart and per seat group.`, { limit });
