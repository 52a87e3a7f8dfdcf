import assert from 'node:assert/strict';
import { it } from 'node:test';
import { sanitizeRichText } from '../../lib/rich-text';

it('keeps plain anchor ids on rich text, so anchor lists have targets', () => {
  assert.equal(sanitizeRichText('<p id="anfahrt">Mit der Tram</p>'), '<p id="anfahrt">Mit der Tram</p>');
  assert.equal(sanitizeRichText('<ul id="faq-list"><li id="q-1">A</li></ul>'), '<ul id="faq-list"><li id="q-1">A</li></ul>');
  assert.equal(sanitizeRichText('<a href="https://example.org" id="link-1" target="_blank">x</a>'), '<a href="https://example.org" id="link-1" target="_blank" rel="noopener noreferrer">x</a>');
});

it('drops ids that are not plain anchor names or would shadow document properties', () => {
  assert.equal(sanitizeRichText('<p id="a b">x</p>'), '<p>x</p>');
  assert.equal(sanitizeRichText('<p id="location">x</p>'), '<p>x</p>');
  assert.equal(sanitizeRichText('<p id="main-content">x</p>'), '<p>x</p>');
  assert.equal(sanitizeRichText('<p id="Anfahrt&quot;onclick">x</p>'), '<p>x</p>');
  assert.equal(sanitizeRichText('<p onclick="alert(1)" id="ok">x</p>'), '<p id="ok">x</p>');
});
