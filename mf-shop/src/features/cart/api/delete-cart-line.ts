import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from 'shared-contracts/api-paths';
import type { Cart } from 'shared-contracts/entities';
import type { Locale } from 'shared-contracts/locales';
import { sendJson } from 'site-config/remote-kit/http';
import { reportFailure } from '../../../lib/report-failure';
import { publishCart } from '../hooks/publish-cart';

/** Gives one line's seats back; the answer is the cart as it is now (also when the line was already gone). */
export function deleteCartLine(locale: Locale, lineId: number): Promise<Cart> {
  return sendJson<Cart>('DELETE', api.shopCartLine(locale, lineId));
}

export function useDeleteCartLine(locale: Locale) {
  const client = useQueryClient();
  const queryKey = ['shop', 'cart', locale];
  return useMutation({
    mutationFn: (lineId: number) => deleteCartLine(locale, lineId),
    // A cart fetch still under way was asked before the removal; its answer would bring the removed line back.
    onMutate: () => client.cancelQueries({ queryKey }),
    onSuccess: (cart) => {
      client.setQueryData(queryKey, cart);
      publishCart(cart);
    },
    onError: (error) => {
      reportFailure('cart', error);
      // Show the cart as the server has it now.
      void client.invalidateQueries({ queryKey });
    },
  });
}
