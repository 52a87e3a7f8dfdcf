import assert from 'node:assert/strict';
import { test } from 'node:test';
import { museumLd } from './museum-ld';

test('Organization/Museum: name, url, logo, regular opening hours without closed days', () => {
  const ld = museumLd({ origin: 'https://example.org', locale: 'en', name: 'Landesausstellung 2026', logo: '/media/logo.png' }, [
    { weekday: 1, time_from: null, time_to: null, closed: true },
    { weekday: 2, time_from: '10:00', time_to: '18:00', closed: false },
    { weekday: 7, time_from: '11:00:00', time_to: '17:00:00', closed: false },
  ]);
  assert.deepEqual(ld['@type'], ['Organization', 'Museum']);
  assert.equal(ld.url, 'https://example.org/en');
  assert.equal(ld.logo, 'https://example.org/media/logo.png');
  assert.deepEqual(ld.openingHoursSpecification, [
    { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Tuesday', opens: '10:00', closes: '18:00' },
    { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Sunday', opens: '11:00', closes: '17:00' },
  ]);
});
