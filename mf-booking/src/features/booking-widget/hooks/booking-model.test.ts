import { event, seatGroup } from '../../../testing/fixtures';
import { isTimeslotMode, quickBuyPrice, splitPrices, timeslotChoices, visibleSeatGroups } from './booking-model';

const price = (id: number, text: string, amount = '10.00') => ({ id, price: amount, sale_type_id: id, seat_group: 'A', text, name: text, has_discounts: false });
const slot = (id: number, time: string, status = '1') => ({ id, time_start: time, status, block_id: id * 10, available: 5 });

describe('booking model', () => {
  it("hides seat groups and timeslots with status '0'", () => {
    const e = event({ seat_groups: [seatGroup({ id: 1, status: '0' }), seatGroup({ id: 2, timeslots: [slot(1, '2030-05-04T10:00:00+02:00', '0'), slot(2, '2030-05-04T11:00:00+02:00')] })] });
    const groups = visibleSeatGroups(e);
    expect(groups.map((g) => g.id)).toEqual([2]);
    expect(isTimeslotMode(groups)).toBe(true);
    expect(timeslotChoices(groups).map((c) => c.slot.id)).toEqual([2]);
  });

  it("treats 'Vollpreis' as the main price and the rest as discounts", () => {
    const group = seatGroup({ prices: [price(1, 'Kinder'), price(2, 'Vollpreis'), price(3, 'Ermäßigt')] });
    const split = splitPrices(group, false);
    expect(split.main.map((p) => p.id)).toEqual([2]);
    expect(split.discounts.map((p) => p.id)).toEqual([1, 3]);
  });

  it('lists the prices marked as discounts under the discounts and the others as main, in timeslot mode too', () => {
    const discount = (id: number, text: string) => ({ ...price(id, text), has_discounts: true });
    const group = seatGroup({ prices: [discount(1, 'Kinder'), price(2, 'Erwachsene'), discount(3, 'Ermäßigt')] });
    for (const timeslots of [false, true]) {
      const split = splitPrices(group, timeslots);
      expect(split.main.map((p) => p.id)).toEqual([2]);
      expect(split.discounts.map((p) => p.id)).toEqual([1, 3]);
    }
  });

  it('in timeslot mode takes the first price as the main price', () => {
    const group = seatGroup({ prices: [price(1, 'Kinder'), price(2, 'Vollpreis')] });
    expect(splitPrices(group, true).main.map((p) => p.id)).toEqual([1]);
  });
});

describe('quick buy', () => {
  it("decides on the prices other than '0.00'", () => {
    const groups = [seatGroup({ prices: [price(1, 'Vollpreis', '12.00'), price(2, 'Begleitung', '0.00')] })];
    expect(quickBuyPrice(groups, false)?.id).toBe(1);
    expect(quickBuyPrice(groups, true)).toBeNull();
    expect(quickBuyPrice([seatGroup({ prices: [price(1, 'Vollpreis'), price(3, 'Ermäßigt', '8.00')] })], false)).toBeNull();
  });
});
