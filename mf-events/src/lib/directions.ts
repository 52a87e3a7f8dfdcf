import type { EventLocation } from 'shared-contracts/entities';

const OSM = 'https://www.openstreetmap.org';

/** The venue's address on one line ("Klosterhof 1, 54321 Auenstadt"); '' when it has none. */
export function addressLine(location: Pick<EventLocation, 'street' | 'zip' | 'city'>): string {
  return [location.street.trim(), [location.zip.trim(), location.city.trim()].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

/**
 * OpenStreetMap's route planner to the venue: to its map position when it has one (0, 0 is an unset position, not a
 * place anyone means), else a search for its address, else for its name.
 */
export function directionsUrl(location: EventLocation): string {
  const { lat, lng } = location;
  if (Number.isFinite(lat) && Number.isFinite(lng) && !(lat === 0 && lng === 0)) return `${OSM}/directions?to=${lat},${lng}`;
  return `${OSM}/search?query=${encodeURIComponent(addressLine(location) || location.name)}`;
}
