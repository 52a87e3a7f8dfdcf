import type { DoorList, DoorTicket } from 'shared-contracts/door';
import { checkOffline, searchOffline } from './offline-check';
import { loadQueue, type QueuedEntry, saveQueue } from './scan-queue';

const ticket = (position: number, extra: Partial<DoorTicket> = {}): DoorTicket => ({
  ticket: `K7BEKUDZ-${position}`,
  order_code: 'K7BEKUDZ',
  code: `LA1:K7BEKUDZ:${position}:7:AAAAAAAAAAAAAAA${position}`,
  status: 'placed',
  event: { id: 7, title: 'Wassermusik', date_start: '2026-05-15T19:30:00+02:00' },
  seat_group_text: 'Parkett',
  price_name: 'Vollpreis',
  time_start: null,
  name: 'Erika Mustermann',
  checked_in_at: null,
  checked_in_by: null,
  checked_in_override: false,
  left_at: null,
  paid: true,
  ...extra,
});
const LIST: DoorList = {
  event: { id: 7, title: 'Wassermusik', date_start: '2026-05-15T19:30:00+02:00' },
  generated_at: '2026-05-15T18:00:00+02:00',
  unpaid_policy: 'warn',
  check_in_lists: [],
  tickets: [ticket(1), ticket(2, { paid: false }), ticket(3, { status: 'cancelled' }), ticket(4, { checked_in_at: '2026-05-15T19:01:00+02:00', checked_in_by: 'Kai Kasse' }), ticket(5, { time_start: '2026-05-15T21:00:00+02:00' })],
};
const NOW = new Date('2026-05-15T17:10:00Z');
let n = 0;
const scan = (code: string, extra: Partial<Parameters<typeof checkOffline>[2]> = {}) => ({ code, listId: null, allowReentry: false, direction: 'entry' as const, force: false, scanId: `scan-${++n}-abcdefgh`, now: NOW, staff: 'Kai Kasse', ...extra });

describe('checking offline against the downloaded list', () => {
  it('admits a ticket on the list once and queues the admission; a second scan on this phone is refused', () => {
    const first = checkOffline(LIST, [], scan(LIST.tickets[0].code.toLowerCase()));
    expect(first.answer.result).toBe('valid');
    expect(first.queued!.scan).toMatchObject({ code: LIST.tickets[0].code, event_id: 7, direction: 'entry', at: NOW.toISOString() });
    expect(checkOffline(LIST, [first.queued!], scan(LIST.tickets[0].code)).answer.result).toBe('already_checked_in');
  });
  it('refuses what the server would: unknown codes, cancelled, already in, slot, and unpaid until admitted anyway', () => {
    expect(checkOffline(LIST, [], scan('LA1:OTHERONE:1:8:AAAAAAAAAAAAAAAA'))).toEqual({ answer: { result: 'unknown', ticket: null, overridable: false }, queued: null });
    expect(checkOffline(LIST, [], scan(LIST.tickets[2].code)).answer.result).toBe('cancelled');
    expect(checkOffline(LIST, [], scan(LIST.tickets[3].code)).answer).toMatchObject({ result: 'already_checked_in', ticket: { checked_in_by: 'Kai Kasse' } });
    const slot = checkOffline(LIST, [], scan(LIST.tickets[4].code));
    expect(slot.answer).toMatchObject({ result: 'other_slot', overridable: true });
    expect(slot.queued).toBeNull();
    const unpaid = checkOffline(LIST, [], scan(LIST.tickets[1].code));
    expect(unpaid.answer).toMatchObject({ result: 'unpaid', overridable: true });
    const anyway = checkOffline(LIST, [], scan(LIST.tickets[1].code, { force: true }));
    expect(anyway.answer).toMatchObject({ result: 'valid', ticket: { checked_in_override: true } });
    expect(anyway.queued!.scan.force).toBe(true);
    expect(checkOffline({ ...LIST, unpaid_policy: 'refuse' }, [], scan(LIST.tickets[1].code, { force: true })).answer).toMatchObject({ result: 'unpaid', overridable: false });
  });
  it('lets a guest out and back in on a list with re-entry, and not back in without it', () => {
    const opts = { listId: 9, allowReentry: true };
    const inside = checkOffline(LIST, [], scan(LIST.tickets[0].code, opts)).queued!;
    const out = checkOffline(LIST, [inside], scan(LIST.tickets[0].code, { ...opts, direction: 'exit' }));
    expect(out.answer.result).toBe('exited');
    expect(checkOffline(LIST, [inside, out.queued!], scan(LIST.tickets[0].code, opts)).answer.result).toBe('valid');
    expect(checkOffline(LIST, [inside, out.queued!], scan(LIST.tickets[0].code)).answer.result).toBe('no_reentry');
    expect(checkOffline(LIST, [], scan(LIST.tickets[0].code, { ...opts, direction: 'exit' })).answer.result).toBe('not_inside');
  });
  it('searches the list by ticket number, order code and part of the name, with the queued state', () => {
    const queued = checkOffline(LIST, [], scan(LIST.tickets[0].code)).queued!;
    expect(searchOffline(LIST, [queued], 'k7bekudz-1').map((x) => [x.ticket, Boolean(x.checked_in_at)])).toEqual([['K7BEKUDZ-1', true]]);
    expect(searchOffline(LIST, [], 'K7BEKUDZ')).toHaveLength(5);
    expect(searchOffline(LIST, [], 'musterm')).toHaveLength(5);
    expect(searchOffline(LIST, [], 'x')).toEqual([]);
  });
});

describe('the queue', () => {
  it('is kept in localStorage, so a reload does not lose it', () => {
    const entry: QueuedEntry = { scan: { scan_id: 'abcdefgh-1', code: 'X', event_id: 7, list_id: null, direction: 'entry', force: false, at: NOW.toISOString() }, ticket: 'K7BEKUDZ-1', name: 'Erika' };
    saveQueue([entry]);
    expect(loadQueue()).toEqual([entry]);
    window.localStorage.setItem('door.queue.v1', '{broken');
    expect(loadQueue()).toEqual([]);
  });
});
