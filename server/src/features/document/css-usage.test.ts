import assert from 'node:assert/strict';
import { test } from 'node:test';
import { documentTokens, parseStylesheet, selectorNeeds, usedCss } from './css-usage';

test('a selector needs its classes, ids and element names; states, attribute tests and functional pseudos need nothing', () => {
  assert.deepEqual(selectorNeeds('.a .b>p'), ['.a', '.b', 'p']);
  assert.deepEqual(selectorNeeds('nav#main a.link:hover::after'), ['.link', '#main', 'nav', 'a']);
  assert.deepEqual(selectorNeeds('.card:not(.open):has(img) [data-x="a]b"]'), ['.card']);
  assert.deepEqual(selectorNeeds('li:nth-child(2n+1) span'), ['li', 'span']);
  assert.deepEqual(selectorNeeds(':root'), []);
  assert.deepEqual(selectorNeeds('html body *'), []);
  assert.deepEqual(selectorNeeds('.md\\:flex'), [], 'an escaped name is kept rather than misread');
});

test('the document names every tag, class and id of its markup', () => {
  const tokens = documentTokens('<html lang="de"><body class="x  y"><main id="m"><svg class="icon"><linearGradient/></svg></main></body></html>');
  for (const token of ['html', 'body', '.x', '.y', 'main', '#m', 'svg', '.icon', 'lineargradient']) assert.ok(tokens.has(token), token);
  assert.ok(!tokens.has('.'), 'no empty class');
});

test('only the rules the markup may use are kept, in order, with their media and support groups; the rest is reported', () => {
  const css =
    '@charset "utf-8";:root{--c:red}.used{color:red}.unused{color:blue}@media (min-width:48em){.used{color:green}.unused{margin:0}}' +
    '@media print{.unused{display:none}}@font-face{font-family:x;src:url(x.woff2)}@keyframes spin{to{transform:rotate(1turn)}}' +
    '.used:hover,.never{color:black}.a .b{top:0}.wrap{&.swiper{overflow:auto}}/* note */';
  const pieces = parseStylesheet(css);
  const used = usedCss(pieces, documentTokens('<div class="used wrap"><p class="b">x</p></div>'));
  assert.equal(
    used.css,
    '@charset "utf-8";:root{--c:red}.used{color:red}@media (min-width:48em){.used{color:green}}@font-face{font-family:x;src:url(x.woff2)}' +
      '@keyframes spin{to{transform:rotate(1turn)}}.used:hover,.never{color:black}.wrap{&.swiper{overflow:auto}}',
  );
  assert.equal(used.whole, false);
  assert.equal(used.matched, 4);
  const all = usedCss(pieces, documentTokens('<div class="used unused wrap a b"></div>'));
  assert.equal(all.whole, true);
  assert.equal(all.css, css.replace('/* note */', ''));
});

test('an empty layer block keeps its place: it decides the order of the layers', () => {
  const used = usedCss(parseStylesheet('@layer base{.x{color:red}}@layer site{.y{color:blue}}'), documentTokens('<p class="y"></p>'));
  assert.equal(used.css, '@layer base{}@layer site{.y{color:blue}}');
});
