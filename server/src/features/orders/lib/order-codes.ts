import { randomBytes, randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A code people can read out at the box office: eight characters without look-alikes (about 40 bits). */
export function newOrderCode(): string {
  return Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** The order's secret: only someone who has it (the confirmation e-mail, the order page) sees the order. */
export const newOrderSecret = () => randomBytes(18).toString('base64url');

/** The text of a ticket's QR code: order code, position, and a random part nobody can guess. */
export const newTicketSecret = (code: string, position: number) => `${code}-${position}-${randomBytes(9).toString('base64url')}`;
