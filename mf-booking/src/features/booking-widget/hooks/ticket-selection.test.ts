import { addTicket, groupBySeatGroup, removeTicket, totalAmount } from './ticket-selection';

const full = { id: 1, seat_group: 'PARKETT', sale_type_id: 1 };
const reduced = { id: 2, seat_group: 'PARKETT', sale_type_id: 2 };
const gallery = { id: 3, seat_group: 'EMPORE', sale_type_id: 1 };

describe('ticket selection', () => {
  it('starts a new entry at amount 1 and increments an entry with the same seat group and sale type', () => {
    let selection = addTicket([], full);
    expect(selection).toEqual([{ ticket: full, amount: 1 }]);
    selection = addTicket(selection, { ...full, id: 99 });
    expect(selection).toEqual([{ ticket: full, amount: 2 }]);
    selection = addTicket(selection, gallery);
    expect(selection).toHaveLength(2);
  });

  it('decrements on remove and drops the entry at amount 1', () => {
    let selection = addTicket(addTicket([], full), full);
    selection = removeTicket(selection, full);
    expect(selection).toEqual([{ ticket: full, amount: 1 }]);
    expect(removeTicket(selection, full)).toEqual([]);
    expect(removeTicket(selection, reduced)).toBe(selection);
  });

  it('merges tickets per seat group for the cart calls', () => {
    const selection = addTicket(addTicket(addTicket([], full), reduced), gallery);
    const groups = groupBySeatGroup(selection);
    expect([...groups.keys()]).toEqual(['PARKETT', 'EMPORE']);
    expect(groups.get('PARKETT')!.map((e) => e.ticket.sale_type_id)).toEqual([1, 2]);
    expect(totalAmount(selection)).toBe(3);
    expect(totalAmount(selection, 'EMPORE')).toBe(1);
  });
});
