import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Locale } from 'shared-contracts/locales';
import { type CancelTickets, orderMoneyApi, type StaffOrder } from 'shared-contracts/order-money';
import { sendJson } from 'site-config/remote-kit/http';
import { reportFailure } from '../../../lib/report-failure';
import { staffOrderKey } from './get-staff-order';

/** Cancels tickets of an order with the refund paid out; their seats go back on sale and the buyer gets a mail. */
export const createCancellation = (locale: Locale, code: string, body: CancelTickets) => sendJson<StaffOrder>('POST', orderMoneyApi.cancellations(locale, code), body);

export function useCreateCancellation(locale: Locale, code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CancelTickets) => createCancellation(locale, code, body),
    onSuccess: (order) => client.setQueryData([...staffOrderKey(code), locale], order),
    onSettled: () => client.invalidateQueries({ queryKey: ['shop', 'dashboard-orders'] }),
    onError: (error) => reportFailure('order-admin', error),
  });
}
