import { createHash } from 'node:crypto';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { EMBED_PROVIDERS } from 'shared-contracts/constants';
import { client } from '../../testing/session';
import { type TestApp, testApp } from '../../testing/test-app';
import { remoteOrigins } from './content-security-policy';
import { EMBED_FRAME_ORIGINS } from './embed-origins';
import { trustProxyFromEnv } from '../../lib/trust-proxy';

const CDN = 'https://cdn.example.org/mf-events/1.4.0/mf-manifest.json';
let t: TestApp;
let proxied: TestApp;

function shellDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'headers-dist-'));
  fs.mkdirSync(path.join(dir, 'shell/dist'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'shell/dist/index.html'), '<!doctype html><html lang="de"><head><!--ssr:head--><!--ssr:boot--></head><body><div id="root"></div></body></html>');
  return dir;
}

/** The policy as a map directive → values. */
function policy(header: unknown): Map<string, string[]> {
  assert.equal(typeof header, 'string', 'a Content-Security-Policy header');
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );
}

before(async () => {
  const appsRoot = shellDist();
  t = await testApp({ appsRoot, remoteMap: { mf_events: CDN } });
  proxied = await testApp({ appsRoot, seed: false, config: { trustProxy: true } });
});
after(async () => {
  await t.close();
  await proxied.close();
});

describe('security headers', () => {
  it('a shared document allows exactly its inline scripts by hash; a staff document by a fresh nonce', async () => {
    await t.app.inject('/de');
    const res = await t.app.inject('/de');
    assert.equal(res.statusCode, 200);
    const csp = policy(res.headers['content-security-policy']);
    assert.doesNotMatch(res.body, /nonce=/, 'an answer every visitor shares carries no nonce');
    const scripts = [...res.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`);
    assert.ok(scripts.length >= 2, 'the visitor marks and the boot script');
    assert.deepEqual(csp.get('script-src')?.slice(0, 1 + scripts.length), ["'self'", ...scripts]);
    assert.ok(csp.get('script-src')!.includes('https://cdn.example.org'));
    assert.ok(!csp.get('script-src')!.includes("'unsafe-inline'"));
    assert.ok(!csp.get('script-src')!.includes("'unsafe-eval'"));
    assert.deepEqual(csp.get('object-src'), ["'none'"]);
    assert.deepEqual(csp.get('base-uri'), ["'self'"]);
    assert.deepEqual(csp.get('frame-ancestors'), ["'self'"]);
    assert.ok(csp.get('connect-src')!.includes('https://cdn.example.org'), 'manifests may be fetched from the CDN');
    assert.ok(csp.get('frame-src')!.includes('https://www.youtube-nocookie.com'));
    assert.ok(!csp.get('frame-src')!.some((source) => source === '*' || source === 'https:'), 'frames only from named providers');
    assert.equal(res.headers['x-frame-options'], 'SAMEORIGIN');
    // A staff answer is that person's alone: its scripts carry a nonce, a fresh one each time.
    const staff = client(t.app);
    await staff.login();
    const own = await staff.get('/de');
    const nonce = /<script nonce="([^"]+)">window.__REMOTE_MAP__/.exec(own.body)?.[1];
    assert.ok(nonce, 'the boot script has a nonce');
    assert.equal(policy(own.headers['content-security-policy']).get('script-src')![1], `'nonce-${nonce}'`);
    const again = await staff.get('/de');
    assert.notEqual(policy(again.headers['content-security-policy']).get('script-src')![1], `'nonce-${nonce}'`);
  });

  it('nosniff, referrer and permissions policy on every answer, the CSP only on HTML', async () => {
    for (const url of ['/de', '/de/api/events/', '/pageeditor-api/settings']) {
      const res = await t.app.inject(url);
      assert.equal(res.headers['x-content-type-options'], 'nosniff', url);
      assert.equal(res.headers['referrer-policy'], 'strict-origin-when-cross-origin', url);
      assert.match(String(res.headers['permissions-policy']), /camera=\(\), microphone=\(\), geolocation=\(\)/, url);
    }
    assert.equal((await t.app.inject('/de/api/events/')).headers['content-security-policy'], undefined);
  });

  it('staff documents may use the camera on this origin (check-in), visitors never', async () => {
    assert.match(String((await t.app.inject('/de/cms-hub/einlass')).headers['permissions-policy']), /(^|, )camera=\(\),/);
    const staff = client(t.app);
    assert.equal((await staff.login()).statusCode, 200);
    const policy = String((await staff.get('/de/cms-hub/einlass')).headers['permissions-policy']);
    assert.match(policy, /(^|, )camera=\(self\), microphone=\(\), geolocation=\(\)/);
  });

  it('login pages and every page a staff session sees cannot be framed', async () => {
    for (const url of ['/de/login/', '/en/login/', '/de?edit=1']) {
      const res = await t.app.inject(url);
      assert.deepEqual(policy(res.headers['content-security-policy']).get('frame-ancestors'), ["'none'"], url);
      assert.equal(res.headers['x-frame-options'], 'DENY', url);
    }
    const staff = client(t.app);
    assert.equal((await staff.login()).statusCode, 200);
    const page = await staff.get('/de/veranstaltungen');
    assert.deepEqual(policy(page.headers['content-security-policy']).get('frame-ancestors'), ["'none'"]);
  });

  it('over plain http: no HSTS and no Secure cookies, and a forwarded proto is ignored without TRUST_PROXY', async () => {
    const res = await t.app.inject({ url: '/de', headers: { 'x-forwarded-proto': 'https' } });
    assert.equal(res.headers['strict-transport-security'], undefined);
    assert.equal(res.cookies.find((c) => c.name === 'csrftoken')?.secure, undefined);
  });

  it('behind a trusted TLS proxy: HSTS and Secure cookies', async () => {
    const res = await proxied.app.inject({ url: '/pageeditor-api/settings', headers: { 'x-forwarded-proto': 'https' } });
    assert.equal(res.headers['strict-transport-security'], 'max-age=31536000; includeSubDomains');
    assert.equal(res.cookies.find((c) => c.name === 'csrftoken')?.secure, true);
    const plain = await proxied.app.inject({ url: '/pageeditor-api/settings', headers: { 'x-forwarded-proto': 'http' } });
    assert.equal(plain.headers['strict-transport-security'], undefined);
  });
});

describe('policy parts', () => {
  it('takes only absolute remote URLs as extra origins', () => {
    assert.deepEqual(remoteOrigins({ mf_events: CDN, mf_search: '/remotes/mf-search/mf-manifest.json', mf_shop: 'not a url', mf_content: 'https://cdn.example.org/other.json' }), ['https://cdn.example.org']);
  });

  it('knows the frame origins of every embed provider of the allow-lists', () => {
    for (const provider of Object.values(EMBED_PROVIDERS).flat()) assert.ok(EMBED_FRAME_ORIGINS[provider]?.length, provider);
  });

  it('reads TRUST_PROXY as off, on, a hop count or addresses', () => {
    assert.equal(trustProxyFromEnv(undefined), false);
    assert.equal(trustProxyFromEnv('0'), false);
    assert.equal(trustProxyFromEnv('true'), true);
    assert.equal(trustProxyFromEnv('10.0.0.0/8, 127.0.0.1'), '10.0.0.0/8, 127.0.0.1');
    const hops = trustProxyFromEnv('1');
    assert.equal(typeof hops, 'function');
    assert.equal((hops as (a: string, i: number) => boolean)('10.0.0.1', 0), true);
    assert.equal((hops as (a: string, i: number) => boolean)('10.0.0.2', 1), false);
  });
});
