import type { Event, SeatGroup } from 'shared-contracts/entities';
import { type JsonLd, type LdSite, absoluteUrl, organizationRef } from './json-ld';
import { plainLine } from '../../../lib/plain-text';

/** Postal address of the event's venue (the event API names the venue only). */
export interface VenueAddress {
  name: string;
  street: string;
  zip: string;
  city: string;
  lat: number;
  lng: number;
}

/** Fewer seats than this left in a group: offered as limited. */
export const LIMITED_SEATS = 10;

const SCHEMA = 'https://schema.org/';

/** schema.org availability of one seat group, from the same live count the ticket widget shows. */
export function groupAvailability(group: Pick<SeatGroup, 'available'>): string {
  if (group.available <= 0) return `${SCHEMA}SoldOut`;
  if (group.available < LIMITED_SEATS) return `${SCHEMA}LimitedAvailability`;
  return `${SCHEMA}InStock`;
}

/** One Offer per price of a seat group (price in EUR as stored, e.g. "12.50"); a free event without groups offers 0. */
function offers(event: Event, url: string): JsonLd[] {
  const priced = event.seat_groups.flatMap((group) =>
    group.prices.map(
      (price): JsonLd => ({
        '@type': 'Offer',
        name: [group.text, price.name].filter(Boolean).join(' – '),
        price: price.price,
        priceCurrency: 'EUR',
        availability: groupAvailability(group),
        url,
      }),
    ),
  );
  if (priced.length) return priced;
  if (event.is_free) return [{ '@type': 'Offer', price: '0', priceCurrency: 'EUR', availability: `${SCHEMA}InStock`, url }];
  // Sold elsewhere: the external ticket page, without a price the site does not know.
  if (event.ticket_url) return [{ '@type': 'Offer', priceCurrency: 'EUR', url: event.ticket_url }];
  return [];
}

/**
 * Event of an event detail page. Dates keep their Berlin offset (the API's format), so a search engine shows the
 * local time. The content model has no cancellation or online events: every event is scheduled and on site.
 */
export function eventLd(site: LdSite, event: Event, venue: VenueAddress | null): JsonLd {
  const url = absoluteUrl(site, event.urls[site.locale]);
  const image = event.image_obj?.url ?? site.logo;
  const description = plainLine(event.description, 500) || [event.subtitle, event.preline].filter(Boolean).join(' – ');
  const location: JsonLd = venue
    ? {
        '@type': 'Place',
        name: event.room ? `${venue.name}, ${event.room.name}` : venue.name,
        address: { '@type': 'PostalAddress', streetAddress: venue.street, postalCode: venue.zip, addressLocality: venue.city, addressCountry: 'DE' },
        geo: { '@type': 'GeoCoordinates', latitude: venue.lat, longitude: venue.lng },
      }
    : { '@type': 'Place', name: event.room?.name ?? site.name };
  const eventOffers = offers(event, url);
  return {
    '@type': 'Event',
    name: event.title,
    startDate: event.date_start,
    ...(event.date_end ? { endDate: event.date_end } : {}),
    eventStatus: `${SCHEMA}EventScheduled`,
    eventAttendanceMode: `${SCHEMA}OfflineEventAttendanceMode`,
    location,
    ...(image ? { image: [absoluteUrl(site, image)] } : {}),
    ...(description ? { description } : {}),
    ...(eventOffers.length ? { offers: eventOffers } : {}),
    organizer: organizationRef(site),
    inLanguage: site.locale,
    url,
  };
}
