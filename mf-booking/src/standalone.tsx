/**
 * The team's own harness (`npm run dev -w mf-booking`): mounts the widget as parcels with a fake host, like
 * mf-events does. `?event=12` shows that event; otherwise the next bookable events from the API, two widgets side by
 * side so "only one open at a time" can be tried.
 */
import { mountRootParcel, type Parcel, type ParcelConfig } from 'single-spa';
import { api } from 'shared-contracts/api-paths';
import type { Event, Paginated } from 'shared-contracts/entities';
import { createBus } from 'shared-contracts/events';
import type { Locale } from 'shared-contracts/locales';
import { ANONYMOUS } from 'shared-contracts/constants';
import * as widget from './exposes/booking-widget';

const root = document.getElementById('main')!;
const log = document.getElementById('log')!;
let locale: Locale = 'de';
const parcels: { parcel: Parcel; eventId: number }[] = [];
const host = { navigate: (to: string) => console.info('[host] navigate', to) };
const props = (eventId: number) => ({ locale, host, auth: ANONYMOUS, settings: null, query: {}, eventId, widgetId: `harness-${eventId}` });

createBus().on('cart.updated', (cart) => {
  log.textContent = `cart.updated → ${JSON.stringify(cart)} · cookies: ${document.cookie}`;
});

async function eventIds(): Promise<number[]> {
  const wanted = new URLSearchParams(location.search).get('event');
  if (wanted) return [Number(wanted)];
  const response = await fetch(api.events(locale, { page_size: 30 }));
  const page = (await response.json()) as Paginated<Event>;
  return page.results.filter((event) => event.mark === 'show' && event.seat_groups.length > 0).slice(0, 2).map((event) => event.id);
}

async function start() {
  for (const id of await eventIds()) {
    const el = document.createElement('div');
    el.className = 'slot';
    root.append(el);
    parcels.push({ eventId: id, parcel: mountRootParcel(widget as unknown as ParcelConfig, { domElement: el, ...props(id) }) });
  }
}

document.getElementById('lang')!.addEventListener('click', (e) => {
  locale = locale === 'de' ? 'en' : 'de';
  document.documentElement.lang = locale;
  (e.currentTarget as HTMLElement).textContent = locale === 'de' ? 'English' : 'Deutsch';
  for (const { parcel, eventId } of parcels) void parcel.update?.(props(eventId));
});
void start();
