import type { Event, Price, SeatGroup, Timeslot } from 'shared-contracts/entities';

/** The full-price text (docs/product.md); every other price of a seat group is a discount. */
export const FULL_PRICE_TEXT = 'Vollpreis';
const FULL_PRICE_TEXTS = [FULL_PRICE_TEXT.toLowerCase(), 'full price'];
export const isFullPrice = (price: Price) => FULL_PRICE_TEXTS.includes(price.text.trim().toLowerCase());
/** Below this many seats left the widget says how many remain. */
export const FEW_SEATS_LEFT = 10;
/** The cart call accepts at most 20 tickets per price line. */
export const MAX_PER_LINE = 20;

/** Seat groups and timeslots with status '0' are unavailable and hidden. */
export const visibleSeatGroups = (event: Event): SeatGroup[] => event.seat_groups.filter((group) => group.status !== '0');
export const availableTimeslots = (group: SeatGroup): Timeslot[] => group.timeslots.filter((slot) => slot.status !== '0');

/** Timeslot mode: the event is sold by timeslots. */
export const isTimeslotMode = (groups: SeatGroup[]): boolean => groups.some((group) => group.timeslots.length > 0);

export interface SlotChoice {
  group: SeatGroup;
  slot: Timeslot;
}

/** Every available timeslot with its seat group, by start time. */
export function timeslotChoices(groups: SeatGroup[]): SlotChoice[] {
  return groups
    .flatMap((group) => availableTimeslots(group).map((slot) => ({ group, slot })))
    .sort((a, b) => a.slot.time_start.localeCompare(b.slot.time_start) || a.slot.id - b.slot.id);
}

export interface PriceSplit {
  main: Price[];
  discounts: Price[];
}

/**
 * Prices the back office marks as a discount ("Ermäßigung", `has_discounts`) are listed under "show discounts" and
 * the others are main; with no price marked, the 'Vollpreis' price is the main one and the rest are discounts, and
 * in timeslot mode the first price is the main price. When no price is marked as full price, the first one stands in.
 */
export function splitPrices(group: SeatGroup, timeslotMode: boolean): PriceSplit {
  const prices = group.prices;
  if (prices.length === 0) return { main: [], discounts: [] };
  const marked = prices.filter((price) => price.has_discounts);
  if (marked.length > 0 && marked.length < prices.length) return { main: prices.filter((price) => !price.has_discounts), discounts: marked };
  if (timeslotMode) return { main: prices.slice(0, 1), discounts: prices.slice(1) };
  const full = prices.filter(isFullPrice);
  const main = full.length > 0 ? full : prices.slice(0, 1);
  return { main, discounts: prices.filter((price) => !main.includes(price)) };
}

/** Seats left for a seat group, or for the chosen timeslot in timeslot mode. */
export function seatsLeft(group: SeatGroup, slot?: Timeslot | null): number {
  return slot ? slot.available : group.available;
}

/**
 * Quick buy (design setting quick_buy_widget): offered when exactly one price is on sale, counting neither prices of
 * exactly '0.00' nor events sold by timeslot, where a time must be chosen first.
 */
export function quickBuyPrice(groups: SeatGroup[], timeslotMode: boolean): Price | null {
  if (timeslotMode) return null;
  const paid = groups.flatMap((group) => group.prices).filter((price) => price.price !== '0.00');
  return paid.length === 1 ? paid[0] : null;
}
