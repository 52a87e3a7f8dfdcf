import { useCallback, useEffect, useRef, useState } from 'react';
import type { CheckInAnswer, CheckInDirection } from 'shared-contracts/box-office';
import type { DoorList, DoorTicket, SyncAnswer } from 'shared-contracts/door';
import type { Locale } from 'shared-contracts/locales';
import { checkInTicket, getDoorList, probeServer, searchTickets, syncCheckIns } from '../api/door-calls';
import { NetworkDown } from '../api/door-fetch';
import { checkOffline, searchOffline } from '../lib/offline-check';
import { loadDoorList, loadQueue, newScanId, type QueuedEntry, saveDoorList, saveQueue } from '../lib/scan-queue';
import { useOnline } from './use-online';

const PROBE_MS = 4000;
const LIST_REFRESH_MS = 60_000;
const SYNC_BATCH = 500;

export interface ScanRequest {
  code: string;
  force?: boolean;
  direction: CheckInDirection;
}
export type ScanOutcome = { kind: 'answer'; answer: CheckInAnswer; offline: boolean } | { kind: 'no-list' };
export type Conflict = SyncAnswer['results'][number];

interface DoorOptions {
  locale: Locale;
  eventId: number | null;
  list: { id: number; allowReentry: boolean } | null;
  staff: string;
}

/**
 * The door's connection to the server and its stand-in: scans go to the server while it answers; when it does not
 * (no network, a timeout) they are decided against the event's downloaded ticket list and queued, kept in
 * localStorage, and synced as soon as the server answers again. A scan is never left waiting to be sent by itself.
 */
export function useDoor({ locale, eventId, list, staff }: DoorOptions) {
  const { online, browserOnline, failed, answered } = useOnline();
  const [queue, setQueueState] = useState<QueuedEntry[]>([]);
  const [doorList, setDoorList] = useState<DoorList | null>(null);
  const [conflicts, setConflicts] = useState<Conflict[]>([]);
  const [synced, setSynced] = useState<number | null>(null);
  const [syncing, setSyncing] = useState(false);
  const queueRef = useRef<QueuedEntry[]>([]);
  const listRef = useRef<DoorList | null>(null);
  const onlineRef = useRef(online);
  onlineRef.current = online;

  const setQueue = useCallback((next: QueuedEntry[]) => {
    queueRef.current = next;
    saveQueue(next);
    setQueueState(next);
  }, []);
  useEffect(() => setQueue(loadQueue()), [setQueue]);

  const keepList = useCallback((next: DoorList | null) => {
    listRef.current = next;
    setDoorList(next);
    if (next) saveDoorList(next);
  }, []);

  // Any answer of the server says it is reachable; a network failure says it is not.
  const call = useCallback(
    async <T>(run: () => Promise<T>): Promise<T> => {
      try {
        const result = await run();
        answered();
        return result;
      } catch (error) {
        if (error instanceof NetworkDown) failed();
        else answered();
        throw error;
      }
    },
    [answered, failed],
  );

  const refreshList = useCallback(async () => {
    if (eventId === null) return;
    try {
      keepList(await call(() => getDoorList(locale, eventId)));
    } catch {
      // Offline: the list kept from before stays in use.
    }
  }, [call, eventId, keepList, locale]);

  useEffect(() => {
    keepList(eventId === null ? null : loadDoorList(eventId));
    void refreshList();
    const timer = window.setInterval(() => onlineRef.current && void refreshList(), LIST_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [eventId, keepList, refreshList]);

  // While the server is out of reach, ask again every few seconds (the list's download doubles as the probe).
  useEffect(() => {
    if (online || !browserOnline) return;
    const timer = window.setInterval(() => void (eventId === null ? call(() => probeServer(locale)).catch(() => undefined) : refreshList()), PROBE_MS);
    return () => window.clearInterval(timer);
  }, [browserOnline, call, eventId, locale, online, refreshList]);

  const sync = useCallback(async () => {
    const batch = queueRef.current.slice(0, SYNC_BATCH);
    if (!batch.length) return;
    setSyncing(true);
    try {
      const { results } = await call(() => syncCheckIns(locale, batch.map((entry) => entry.scan)));
      const done = new Set(results.map((r) => r.scan_id));
      setQueue(queueRef.current.filter((entry) => !done.has(entry.scan.scan_id)));
      setConflicts((before) => [...before, ...results.filter((r) => r.conflict)]);
      setSynced(results.length);
      void refreshList();
    } catch {
      // Still offline, or refused: the queue stays as it is and is tried again.
    } finally {
      setSyncing(false);
    }
  }, [call, locale, refreshList, setQueue]);

  useEffect(() => {
    if (online && queue.length && !syncing) void sync();
  }, [online, queue.length, sync, syncing]);

  const decideOffline = useCallback(
    (request: ScanRequest, scanId: string): ScanOutcome => {
      const current = listRef.current;
      if (!current || current.event.id !== eventId) return { kind: 'no-list' };
      const decision = checkOffline(current, queueRef.current, { ...request, force: request.force ?? false, listId: list?.id ?? null, allowReentry: list?.allowReentry ?? false, scanId, now: new Date(), staff });
      if (decision.queued) setQueue([...queueRef.current, decision.queued]);
      return { kind: 'answer', answer: decision.answer, offline: true };
    },
    [eventId, list, setQueue, staff],
  );

  /** Checks one ticket: with the server when it answers, else offline. Throws only the server's own refusals (4xx). */
  const scan = useCallback(
    async (request: ScanRequest): Promise<ScanOutcome> => {
      const scanId = newScanId();
      if (onlineRef.current) {
        try {
          const answer = await call(() => checkInTicket(locale, { code: request.code, event_id: eventId, list_id: list?.id ?? null, direction: request.direction, force: request.force ?? false, scan_id: scanId }));
          return { kind: 'answer', answer, offline: false };
        } catch (error) {
          if (!(error instanceof NetworkDown)) throw error;
        }
      }
      return decideOffline(request, scanId);
    },
    [call, decideOffline, eventId, list, locale],
  );

  /** Tickets by number, order code or name: from the server, or from the downloaded list while offline. */
  const search = useCallback(
    async (q: string): Promise<{ results: DoorTicket[]; offline: boolean }> => {
      if (onlineRef.current) {
        try {
          return { results: (await call(() => searchTickets(locale, q, eventId))).results, offline: false };
        } catch (error) {
          if (!(error instanceof NetworkDown)) throw error;
        }
      }
      return { results: listRef.current ? searchOffline(listRef.current, queueRef.current, q) : [], offline: true };
    },
    [call, eventId, locale],
  );

  /** Takes a queued (not yet synced) admission back on this phone. */
  const dropQueued = useCallback((code: string) => {
    const index = queueRef.current.map((entry) => entry.scan.code).lastIndexOf(code.trim().toUpperCase());
    if (index < 0) return false;
    setQueue(queueRef.current.filter((_, i) => i !== index));
    return true;
  }, [setQueue]);

  return { online, queue, doorList, conflicts, synced, syncing, scan, search, sync, dropQueued, clearConflicts: () => setConflicts([]), failed };
}
