import type { BoxOfficeEvent } from 'shared-contracts/box-office';
import type { DoorList, QueuedScan } from 'shared-contracts/door';

/** A scan decided offline, waiting for its sync, with what the queue shows of it. */
export interface QueuedEntry {
  scan: QueuedScan & { scan_id: string; at: string };
  ticket: string;
  name: string;
}

const QUEUE_KEY = 'door.queue.v1';
const listKey = (eventId: number) => `door.list.v1.${eventId}`;

function read<T>(key: string): T | null {
  try {
    const text = window.localStorage.getItem(key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // A full or blocked storage keeps the queue in memory only; the screen still shows it.
  }
}

/** The queued scans, kept in localStorage so a reload (or a flat battery's restart) does not lose them. */
export const loadQueue = (): QueuedEntry[] => read<QueuedEntry[]>(QUEUE_KEY) ?? [];
export const saveQueue = (queue: QueuedEntry[]) => write(QUEUE_KEY, queue);

/** The last downloaded list of an event's tickets, for checking while offline. */
export const loadDoorList = (eventId: number): DoorList | null => read<DoorList>(listKey(eventId));
export const saveDoorList = (list: DoorList) => write(listKey(list.event.id), list);

/** A scan id unique enough across phones: the server counts a scan with a known id once. */
export function newScanId(): string {
  const random = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
  return random.replace(/[^A-Za-z0-9_-]/g, '');
}

const EVENTS_KEY = 'door.events.v1';
/** The events to choose from, kept so a reload while offline still offers them. */
export const loadEvents = (): BoxOfficeEvent[] | null => read<BoxOfficeEvent[]>(EVENTS_KEY);
export const saveEvents = (events: BoxOfficeEvent[]) => write(EVENTS_KEY, events);
