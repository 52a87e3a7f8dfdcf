import { useMutation, useQueryClient } from '@tanstack/react-query';
import { boxOfficeApi } from 'shared-contracts/box-office';
import type { Locale } from 'shared-contracts/locales';
import { sendJson } from 'site-config/remote-kit/http';
import { reportFailure } from '../../../lib/report-failure';

/** Stops or resumes an event's online sales (box office). */
export const updateSalesStop = (locale: Locale, eventId: number, stopped: boolean) =>
  sendJson<{ id: number; sales_stopped: boolean }>('POST', boxOfficeApi.salesStop(locale, eventId), { stopped });

export function useUpdateSalesStop(locale: Locale) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, stopped }: { eventId: number; stopped: boolean }) => updateSalesStop(locale, eventId, stopped),
    onSettled: () => client.invalidateQueries({ queryKey: ['shop', 'event-sales'] }),
    onError: (error) => reportFailure('sales-overview', error),
  });
}
