import assert from 'node:assert/strict';
import { test } from 'node:test';
import { plainLine, plainText } from './plain-text';

test('rich text becomes lines of plain text, entities decoded and inline markup joined without gaps', () => {
  const html = '<p>Die <strong>Wasser</strong>musik &amp; mehr</p><ul><li>Eintritt&nbsp;frei</li><li>5 &lt; 6</li></ul><p>Zeile<br>zwei</p>';
  assert.equal(plainText(html), 'Die Wassermusik & mehr\n• Eintritt frei\n• 5 < 6\nZeile\nzwei');
  assert.equal(plainText(null), '');
  // A stray "<" in text is text, not the start of a tag the regex used to swallow up to the next ">".
  assert.equal(plainText('<p>Kinder 3 < Erwachsene 7 > Senioren</p>'), 'Kinder 3 < Erwachsene 7 > Senioren');
});

test('a head description is one line, cut to its length', () => {
  assert.equal(plainLine('<p>Eins</p><p>Zwei   drei</p>', 100), 'Eins Zwei drei');
  assert.equal(plainLine('<p>abcdef</p>', 3), 'abc');
});
