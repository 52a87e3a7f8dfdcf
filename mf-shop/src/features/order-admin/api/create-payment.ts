import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Locale } from 'shared-contracts/locales';
import { orderMoneyApi, type RecordPayment, type StaffOrder } from 'shared-contracts/order-money';
import { sendJson } from 'site-config/remote-kit/http';
import { reportFailure } from '../../../lib/report-failure';
import { staffOrderKey } from './get-staff-order';

/** Records a payment received (or a refund paid out) on an order. */
export const createPayment = (locale: Locale, code: string, payment: RecordPayment) => sendJson<StaffOrder>('POST', orderMoneyApi.payments(locale, code), payment);

export function useCreatePayment(locale: Locale, code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payment: RecordPayment) => createPayment(locale, code, payment),
    onSuccess: (order) => client.setQueryData([...staffOrderKey(code), locale], order),
    onSettled: () => client.invalidateQueries({ queryKey: ['shop', 'dashboard-orders'] }),
    onError: (error) => reportFailure('order-admin', error),
  });
}
