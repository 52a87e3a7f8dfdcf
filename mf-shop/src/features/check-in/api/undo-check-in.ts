import { useMutation } from '@tanstack/react-query';
import { type CheckedTicket, boxOfficeApi } from 'shared-contracts/box-office';
import type { Locale } from 'shared-contracts/locales';
import { reportFailure } from '../../../lib/report-failure';
import { doorRequest } from './door-fetch';

/** Takes the admission of a ticket back (scanned by mistake). */
export const undoCheckIn = (locale: Locale, code: string) => doorRequest<{ result: 'undone'; ticket: CheckedTicket }>('POST', boxOfficeApi.undoCheckIn(locale), { code });

// `always`: an undo asked for while the network is gone fails at once and says so, never waits to be sent later.
export const useUndoCheckIn = (locale: Locale) =>
  useMutation({ mutationFn: (code: string) => undoCheckIn(locale, code), networkMode: 'always', onError: (error) => reportFailure('check-in-undo', error) });
