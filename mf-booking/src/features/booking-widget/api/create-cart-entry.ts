import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CART_AMOUNT_COOKIE, CART_URL_COOKIE, api } from 'shared-contracts/api-paths';
import { CART_HOLD_MINUTES } from 'shared-contracts/constants';
import type { CartRequest, CartResponse, SelectedTicket } from 'shared-contracts/entities';
import { createBus } from 'shared-contracts/events';
import type { Locale } from 'shared-contracts/locales';
import { siteCookieDomain, writeCookie } from 'site-config/remote-kit/cookies';
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

/** `cartAmount` and `cartUrl` are kept 15 minutes, path /. */
export function rememberCart(cart: CartResponse, now = Date.now()): void {
  const lifetime = { expires: new Date(now + CART_HOLD_MINUTES * 60_000), domain: siteCookieDomain(window.location.hostname) };
  writeCookie(CART_AMOUNT_COOKIE, String(cart.tickets_quantity), lifetime);
  writeCookie(CART_URL_COOKIE, cart.cart_url, lifetime);
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
      // Cart failures are logged and reported; the widget shows the failure texts, so nothing is left uncaught.
      console.error('Adding tickets to the cart failed', error);
      createBus().emit('error.reported', { source: 'mf-booking/cart', message: error instanceof Error ? error.message : String(error) });
    },
    // Availability changed either way.
    onSettled: () => client.invalidateQueries({ queryKey: ['booking', 'event'] }),
  });
}
