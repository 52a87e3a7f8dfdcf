import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { test } from 'node:test';
import { VISITOR_MARKS_SCRIPT, etagMatches, inlineScriptHashes, surrogateKeys } from './shared-document';

test('the head script hides the alert the visitor dismissed and the cookie dialog once a choice is stored, and nothing for a visitor without those cookies', () => {
  const run = (cookie: string) => {
    const added: Array<{ textContent: string }> = [];
    const document = { cookie, createElement: () => ({ textContent: '' }), head: { appendChild: (node: { textContent: string }) => added.push(node) } };
    new Function('document', VISITOR_MARKS_SCRIPT)(document);
    return added.map((node) => node.textContent);
  };
  assert.deepEqual(run('csrftoken=x; top_alert_dismissed=7; cartAmount=2'), ['[data-alert-id="7"]{display:none!important}']);
  assert.deepEqual(run('top_alert_dismissed=7%22%5D%7Bx'), ['[data-alert-id="7"]{display:none!important}'], 'only digits reach the rule');
  assert.deepEqual(run('cartAmount=2'), []);
  assert.deepEqual(run('cookie_consent=%7B%22tracking%22%3Afalse%2C%22media%22%3Atrue%7D; csrftoken=x'), ['[data-consent-pending]{display:none!important}']);
  assert.deepEqual(run('top_alert_dismissed=3; cookie_consent=x'), ['[data-alert-id="3"]{display:none!important}[data-consent-pending]{display:none!important}']);
  assert.deepEqual(run('cookie_consent=; my_cookie_consent=1'), [], 'an empty or other cookie is no choice');
});

test('inline scripts are hashed exactly as sent; external and data scripts are not', () => {
  const html = '<script>a()</script><script src="/x.js"></script><script type="application/ld+json">{}</script><script nonce="n">b()</script>';
  const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  assert.deepEqual(inlineScriptHashes(html), [sha('a()'), sha('b()')]);
});

test('If-None-Match matches lists, weak forms and *', () => {
  assert.ok(etagMatches('"a", W/"b"', '"b"'));
  assert.ok(etagMatches('*', '"x"'));
  assert.ok(!etagMatches('"a-gzip"', '"a"'));
  assert.ok(!etagMatches(undefined, '"a"'));
});

test('surrogate keys: site always, event tags as header-safe keys', () => {
  assert.equal(surrogateKeys(['event:12', 'event:9']), 'site event-12 event-9');
});
