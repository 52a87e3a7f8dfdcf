import { useMutation, useQueryClient } from '@tanstack/react-query';
import Cookies from 'js-cookie';
import { CART_AMOUNT_COOKIE, CART_URL_COOKIE, api } from 'shared-contracts/api-paths';
import { CART_HOLD_MINUTES } from 'shared-contracts/constants';
import type { CartRequest, CartResponse, SelectedTicket } from 'shared-contracts/entities';
import { createBus } from 'shared-contracts/events';
import type { Locale } from 'shared-contracts/locales';
import { sendJson } from 'site-config/remote-kit/http';
import { groupBySeatGroup } from '../hooks/ticket-selection';

export interface AddToCartInput {
  eventJetId: number;
  selection: SelectedTicket[];
  /** The chosen timeslot's block in timeslot mode. */
  blockId?: number;
}

export function createCartEntry(locale: Locale, request: CartRequest): Promise<CartResponse> {
  return sendJson<CartResponse>('POST', api.shopCart(locale), request);
}

/** The cookies live on the parent domain (www.example.org → example.org); hosts without one get a host cookie. */
export function cookieDomain(hostname: string): string | undefined {
  if (/^[\d.]+$/.test(hostname) || hostname.includes(':') || !hostname.includes('.')) return undefined;
  const labels = hostname.split('.');
  return labels.length > 2 ? labels.slice(1).join('.') : hostname;
}

/** `cartAmount` and `cartUrl` are kept 15 minutes, path /. */
export function rememberCart(cart: CartResponse, now = Date.now()): void {
  const options = { expires: new Date(now + CART_HOLD_MINUTES * 60_000), path: '/', domain: cookieDomain(window.location.hostname), sameSite: 'lax' as const };
  Cookies.set(CART_AMOUNT_COOKIE, String(cart.tickets_quantity), options);
  Cookies.set(CART_URL_COOKIE, cart.cart_url, options);
}

/** One POST per distinct seat group, in turn; the last answer holds the cart's total. */
export async function addToCart(locale: Locale, input: AddToCartInput): Promise<CartResponse> {
  let last: CartResponse | null = null;
  for (const [seatGroup, entries] of groupBySeatGroup(input.selection)) {
    last = await createCartEntry(locale, {
      quantities: entries.map((entry) => entry.amount),
      sale_type_ids: entries.map((entry) => entry.ticket.sale_type_id),
      event_jet_id: input.eventJetId,
      seat_group: seatGroup,
      ...(input.blockId !== undefined ? { block_id: input.blockId } : {}),
    });
  }
  if (!last) throw new Error('addToCart: nothing selected');
  return last;
}

export function useAddToCart(locale: Locale) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AddToCartInput) => addToCart(locale, input),
    onSuccess: (cart) => {
      rememberCart(cart);
      createBus().emit('cart.updated', { tickets_quantity: cart.tickets_quantity, cart_url: cart.cart_url });
    },
    onError: (error) => {
      // Cart failures are logged and reported.
      console.error('Adding tickets to the cart failed', error);
      window.reportError?.(error);
    },
    // Availability changed either way.
    onSettled: () => client.invalidateQueries({ queryKey: ['booking', 'event'] }),
  });
}
