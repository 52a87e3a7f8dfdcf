import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/types';
import { storedSecret } from './server-secrets';

/**
 * The text of a ticket's QR code: `LA1:<order code>:<position>:<event id>:<signature>`. It names the ticket and its
 * event and nothing about the buyer; the signature (HMAC-SHA256 over the rest, first 80 bits, base32) lets the entrance
 * refuse a copied-and-edited or invented code without a database round trip. Everything is upper case from the QR
 * alphanumeric set, so the code stays a small QR and can be typed in any case at the door.
 */
export const TICKET_PAYLOAD_VERSION = 'LA1';
const PAYLOAD_PATTERN = /^LA1:([A-HJKMNP-Z2-9]{8}):([1-9][0-9]{0,3}):([1-9][0-9]{0,8}):([A-Z2-7]{16})$/;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const KEY_NAME = 'ticket-signing-key';

export interface TicketRef {
  orderCode: string;
  position: number;
  eventId: number;
}

function base32(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out;
}

const body = (ref: TicketRef) => `${TICKET_PAYLOAD_VERSION}:${ref.orderCode}:${ref.position}:${ref.eventId}`;
const signatureOf = (key: Buffer, text: string) => base32(createHmac('sha256', key).update(text).digest().subarray(0, 10));

export interface TicketSigner {
  sign(ref: TicketRef): string;
  /** The ticket a scanned or typed text names, or null when it is malformed or its signature does not match. */
  verify(text: string): TicketRef | null;
}

export function ticketSigner(key: Buffer): TicketSigner {
  return {
    sign: (ref) => `${body(ref)}:${signatureOf(key, body(ref))}`,
    verify(text) {
      const match = PAYLOAD_PATTERN.exec(text.trim().toUpperCase());
      if (!match) return null;
      const ref = { orderCode: match[1], position: Number(match[2]), eventId: Number(match[3]) };
      const expected = Buffer.from(signatureOf(key, body(ref)));
      return timingSafeEqual(expected, Buffer.from(match[4])) ? ref : null;
    },
  };
}

/**
 * The signing key: TICKET_SIGNING_KEY when the operator sets one (at least 32 characters), otherwise a random key the
 * first instance stores in the database, which every instance on that database then reads.
 */
export function ticketSigningKey(db: Queryable, configured?: string): Promise<Buffer> {
  if (configured) return Promise.resolve(Buffer.from(configured, 'utf8'));
  return storedSecret(db, KEY_NAME);
}

export async function ticketSignerFor(db: Queryable, configured?: string): Promise<TicketSigner> {
  return ticketSigner(await ticketSigningKey(db, configured));
}
