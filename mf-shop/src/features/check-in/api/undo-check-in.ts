import { useMutation } from '@tanstack/react-query';
import { type CheckedTicket, boxOfficeApi } from 'shared-contracts/box-office';
import type { Locale } from 'shared-contracts/locales';
import { sendJson } from 'site-config/remote-kit/http';
import { reportFailure } from '../../../lib/report-failure';

/** Takes the admission of a ticket back (scanned by mistake). */
export const undoCheckIn = (locale: Locale, code: string) => sendJson<{ result: 'undone'; ticket: CheckedTicket }>('POST', boxOfficeApi.undoCheckIn(locale), { code });

export const useUndoCheckIn = (locale: Locale) => useMutation({ mutationFn: (code: string) => undoCheckIn(locale, code), onError: (error) => reportFailure('check-in-undo', error) });
