import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Locale } from 'shared-contracts/locales';
import { orderMoneyApi, type StaffOrder } from 'shared-contracts/order-money';
import { sendJson } from 'site-config/remote-kit/http';
import { reportFailure } from '../../../lib/report-failure';
import { staffOrderKey } from './get-staff-order';

/** Replaces a ticket by one with a new number and code; the old code is refused at the door. */
export const reissueTicket = (locale: Locale, code: string, position: number) => sendJson<StaffOrder>('POST', orderMoneyApi.reissue(locale, code, position));

export function useReissueTicket(locale: Locale, code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (position: number) => reissueTicket(locale, code, position),
    onSuccess: (order) => client.setQueryData([...staffOrderKey(code), locale], order),
    onError: (error) => reportFailure('order-admin', error),
  });
}
