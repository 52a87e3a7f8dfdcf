import { useMutation } from '@tanstack/react-query';
import { type CheckInAnswer, type CheckInRequest, boxOfficeApi } from 'shared-contracts/box-office';
import type { Locale } from 'shared-contracts/locales';
import { sendJson } from 'site-config/remote-kit/http';
import { reportFailure } from '../../../lib/report-failure';

/** One scan: the server admits the ticket or says why not (the answer is a 200 either way). */
export const checkInTicket = (locale: Locale, request: CheckInRequest) => sendJson<CheckInAnswer>('POST', boxOfficeApi.checkIn(locale), request);

export const useCheckInTicket = (locale: Locale) =>
  useMutation({ mutationFn: (request: CheckInRequest) => checkInTicket(locale, request), onError: (error) => reportFailure('check-in', error) });
