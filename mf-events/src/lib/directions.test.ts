import type { EventLocation } from 'shared-contracts/entities';
import { addressLine, directionsUrl } from './directions';

const kloster: EventLocation = { id: 1, slug: 'kloster-auenstein', name: 'Kloster Auenstein', street: 'Klosterhof 1', zip: '54321', city: 'Auenstadt', lat: 50.1182, lng: 8.6873, accessibility: '' };

it('plans the route to the map position when the venue has one', () => {
  expect(directionsUrl(kloster)).toBe('https://www.openstreetmap.org/directions?to=50.1182,8.6873');
});

it('searches for the address without a map position, and for the name without an address', () => {
  expect(directionsUrl({ ...kloster, lat: 0, lng: 0 })).toBe('https://www.openstreetmap.org/search?query=Klosterhof%201%2C%2054321%20Auenstadt');
  expect(directionsUrl({ ...kloster, lat: Number.NaN, lng: 8 })).toBe('https://www.openstreetmap.org/search?query=Klosterhof%201%2C%2054321%20Auenstadt');
  expect(directionsUrl({ ...kloster, lat: 0, lng: 0, street: '', zip: '', city: '' })).toBe('https://www.openstreetmap.org/search?query=Kloster%20Auenstein');
});

it('writes the address on one line, leaving out what is missing', () => {
  expect(addressLine(kloster)).toBe('Klosterhof 1, 54321 Auenstadt');
  expect(addressLine({ street: '', zip: '', city: 'Auenstadt' })).toBe('Auenstadt');
  expect(addressLine({ street: ' ', zip: '', city: '' })).toBe('');
});
