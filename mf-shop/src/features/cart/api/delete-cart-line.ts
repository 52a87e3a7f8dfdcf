import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from 'shared-contracts/api-paths';
import type { Cart } from 'shared-contracts/entities';
import type { Locale } from 'shared-contracts/locales';
import { sendJson } from 'site-config/remote-kit/http';
import { publishCart } from '../hooks/publish-cart';

/** Gives one line's seats back; the answer is the cart as it is now. */
export function deleteCartLine(locale: Locale, lineId: number): Promise<Cart> {
  return sendJson<Cart>('DELETE', api.shopCartLine(locale, lineId));
}

export function useDeleteCartLine(locale: Locale) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (lineId: number) => deleteCartLine(locale, lineId),
    onSuccess: (cart) => {
      client.setQueryData(['shop', 'cart', locale], cart);
      publishCart(cart);
    },
    onError: (error) => {
      console.error('Removing a cart line failed', error);
      window.reportError?.(error);
      // The hold may have lapsed (-204): show the cart as the server has it.
      void client.invalidateQueries({ queryKey: ['shop', 'cart'] });
    },
  });
}
