import { useMutation } from '@tanstack/react-query';
import type { Locale } from 'shared-contracts/locales';
import { sendJson } from 'site-config/remote-kit/http';
import { dashboardOrdersPath } from './get-orders';
import { reportFailure } from '../../../lib/report-failure';

/** Sends an order's confirmation mail again, to the buyer's address, in the order's language. */
export const resendConfirmation = (locale: Locale, code: string) =>
  sendJson<{ code: string; email: string }>('POST', `${dashboardOrdersPath(locale)}${encodeURIComponent(code)}/resend-mail/`);

export function useResendConfirmation(locale: Locale) {
  return useMutation({
    mutationFn: (code: string) => resendConfirmation(locale, code),
    onError: (error) => reportFailure('order-admin', error),
  });
}
