import assert from 'node:assert/strict';
import { test } from 'node:test';
import { itemListLd } from './item-list-ld';

test('ItemList: one ListItem per url, positions in list order, absolute urls', () => {
  const ld = itemListLd({ origin: 'http://localhost:3000', locale: 'de', name: 'Landesausstellung 2026', logo: null }, ['/de/veranstaltungen/a/2', '/de/veranstaltungen/b/1']);
  assert.deepEqual(ld, {
    '@type': 'ItemList',
    numberOfItems: 2,
    itemListElement: [
      { '@type': 'ListItem', position: 1, url: 'http://localhost:3000/de/veranstaltungen/a/2' },
      { '@type': 'ListItem', position: 2, url: 'http://localhost:3000/de/veranstaltungen/b/1' },
    ],
  });
});
