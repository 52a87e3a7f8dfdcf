import { type CheckInAnswer, type CheckInList, type CheckInRequest, boxOfficeApi } from 'shared-contracts/box-office';
import type { DoorList, QueuedScan, SyncAnswer, TicketSearchAnswer } from 'shared-contracts/door';
import type { Locale } from 'shared-contracts/locales';
import { doorRequest } from './door-fetch';

/** One scan: the server admits the ticket or says why not (the answer is a 200 either way). */
export const checkInTicket = (locale: Locale, request: CheckInRequest) => doorRequest<CheckInAnswer>('POST', boxOfficeApi.checkIn(locale), request);

/** Every ticket of the event with its code and state, kept on the phone for checking offline. */
export const getDoorList = (locale: Locale, eventId: number) => doorRequest<DoorList>('GET', boxOfficeApi.doorList(locale, eventId));

/** Tickets by ticket number, order code or buyer name. */
export const searchTickets = (locale: Locale, q: string, eventId: number | null) =>
  doorRequest<TicketSearchAnswer>('GET', `${boxOfficeApi.ticketSearch(locale)}?${new URLSearchParams({ q, ...(eventId ? { event_id: String(eventId) } : {}) })}`);

/** Any answer of the server will do: it says the door is back online. */
export const probeServer = (locale: Locale) => doorRequest<unknown>('GET', boxOfficeApi.events(locale), undefined, 3000);

/** The scans queued offline; the answer names the conflicts. */
export const syncCheckIns = (locale: Locale, scans: QueuedScan[]) => doorRequest<SyncAnswer>('POST', boxOfficeApi.syncCheckIns(locale), { scans }, 15_000);

export const createCheckInList = (locale: Locale, eventId: number, body: { name: string; allow_reentry: boolean }) =>
  doorRequest<CheckInList>('POST', boxOfficeApi.checkInLists(locale, eventId), body);

export const updateCheckInList = (locale: Locale, listId: number, body: { allow_reentry: boolean }) => doorRequest<CheckInList>('PATCH', boxOfficeApi.checkInList(locale, listId), body);
