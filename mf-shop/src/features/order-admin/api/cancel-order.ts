import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Locale } from 'shared-contracts/locales';
import type { Order } from 'shared-contracts/orders';
import { sendJson } from 'site-config/remote-kit/http';
import { dashboardOrdersPath } from './get-orders';
import { reportFailure } from '../../../lib/report-failure';

/** Cancels an order; its seats go back on sale. */
export const cancelOrder = (locale: Locale, code: string) => sendJson<Order>('POST', `${dashboardOrdersPath(locale)}${encodeURIComponent(code)}/cancel/`);

export function useCancelOrder(locale: Locale) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => cancelOrder(locale, code),
    onSettled: () => client.invalidateQueries({ queryKey: ['shop', 'dashboard-orders'] }),
    onError: (error) => reportFailure('order-admin', error),
  });
}
