import { CART_ERROR_NO_RESERVATION, CART_ERROR_NOT_ENOUGH_SEATS } from 'shared-contracts/entities';
import { HttpError } from '../http/errors';

/** The ticketing system's failure codes, answered as HTTP 409 `{ response_code, message }`. */
export class CartFailure extends HttpError {
  constructor(readonly responseCode: number) {
    super(409, responseCode === CART_ERROR_NOT_ENOUGH_SEATS ? 'Not enough (connected) seats found.' : 'No current reservation.', undefined, {
      response_code: responseCode,
    });
  }
}
export const notEnoughSeats = () => new CartFailure(CART_ERROR_NOT_ENOUGH_SEATS);
export const noCurrentReservation = () => new CartFailure(CART_ERROR_NO_RESERVATION);
