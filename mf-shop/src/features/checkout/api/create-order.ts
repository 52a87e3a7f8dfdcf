import { useMutation } from '@tanstack/react-query';
import type { Locale } from 'shared-contracts/locales';
import { IDEMPOTENCY_HEADER } from 'shared-contracts/constants';
import type { CheckoutRequest, Order } from 'shared-contracts/orders';
import { sendJson } from 'site-config/remote-kit/http';
import { reportFailure } from '../../../lib/report-failure';

export const ordersPath = (locale: Locale) => `/${locale}/api/orders/`;

/** The checkout's confirm. The key stays the same for one checkout, so a repeated press answers the same order. */
export function createOrder(locale: Locale, body: CheckoutRequest, idempotencyKey: string): Promise<Order> {
  return sendJson<Order>('POST', ordersPath(locale), body, { [IDEMPOTENCY_HEADER]: idempotencyKey });
}

export function useCreateOrder(locale: Locale, idempotencyKey: string) {
  return useMutation({
    mutationFn: (body: CheckoutRequest) => createOrder(locale, body, idempotencyKey),
    onError: (error) => reportFailure('checkout', error),
  });
}
