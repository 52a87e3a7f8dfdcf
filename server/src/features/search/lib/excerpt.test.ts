import assert from 'node:assert/strict';
import { it } from 'node:test';
import { excerpt } from './excerpt';

it('keeps short texts whole and tidies their whitespace', () => {
  assert.equal(excerpt('  Ein   Abend \n am Wasser .'), 'Ein Abend am Wasser.');
});

it('cuts long texts at a word boundary with an ellipsis, never inside a word', () => {
  const text = 'Über 400 Objekte aus zwölf Jahrhunderten erzählen, wie der Strom Handel, Glauben und Alltag der Region geprägt hat';
  const short = excerpt(text, 60);
  assert.equal(short, 'Über 400 Objekte aus zwölf Jahrhunderten erzählen, wie der …');
  assert.ok(text.startsWith(short.slice(0, -2)));
  assert.ok(short.length <= 62);
});
