/**
 * Front-end figures for `npm run bench`, for / de and /de/veranstaltungen as an anonymous visitor in headless Chromium:
 * gzipped JS bytes transferred by app and shared libraries, requests before the first remote content, time to first remote
 * content, and the same visible text as a plain static HTML page as the floor.
 */
import http from 'node:http';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from 'site-config/testing/chromium';
import { startSite } from '../support/server';
import { loadedSharedCopies } from '../support/share-scope';
import { REMOTES } from 'shared-contracts/slots';

const PAGES = ['/de', '/de/veranstaltungen'];
const RUNS = 5;
const BUDGET_KB = 170;
const BUDGET_PAGE = '/de';

/** Every JS file that some app's mf-manifest.json lists under `shared`, by URL path. */
async function sharedAssetPaths(base: string): Promise<Set<string>> {
  const manifests = ['/mf-manifest.json', ...Object.values(REMOTES).map((folder) => `/remotes/${folder}/mf-manifest.json`)];
  const paths = new Set<string>();
  for (const manifestPath of manifests) {
    const response = await fetch(base + manifestPath);
    if (!response.ok) continue;
    const manifest = (await response.json()) as { shared: Array<{ assets: { js: { sync: string[]; async: string[] } } }> };
    const dir = manifestPath.slice(0, manifestPath.lastIndexOf('/') + 1);
    for (const shared of manifest.shared) for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) paths.add(dir + file);
  }
  return paths;
}

function bucketOf(url: URL, shared: Set<string>): string {
  if (shared.has(url.pathname)) return 'shared libraries';
  const remote = url.pathname.match(/^\/remotes\/([^/]+)\//);
  return remote ? remote[1] : 'shell';
}

/**
 * The bench runs under tsx, whose esbuild keeps function names by wrapping them in `__name(…)`; a function sent to the
 * page must carry a stand-in for that helper, so it travels as source text with the shim in front.
 */
const inPage = (fn: () => unknown) => `var __name = (f) => f; (${fn.toString()})()`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(browser: Browser, url: string, shared: Set<string>) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript({ content: inPage(() => {
    const w = window as unknown as { __firstRemote?: { t: number; requests: number } };
    // A slot region (RemoteSlot's [data-slot]) showing text that is neither its skeleton nor its fallback.
    const remoteContentShown = () =>
      [...document.querySelectorAll<HTMLElement>('[data-slot]')].some(
        (el) => !el.querySelector('[aria-busy="true"]') && el.firstElementChild?.getAttribute('role') !== 'status' && el.innerText.trim().length > 0,
      );
    const check = () => {
      if (!w.__firstRemote && remoteContentShown()) {
        w.__firstRemote = { t: performance.now(), requests: performance.getEntriesByType('resource').length + 1 };
      }
    };
    new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    const shifts = window as unknown as { __cls: number };
    shifts.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) if (!entry.hadRecentInput) shifts.__cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  }) });
  const fonts: Array<Promise<number>> = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'font') fonts.push(request.sizes().then((sizes) => sizes.responseBodySize));
  });
  // Every script the page fetched, and the bytes Chromium received for it (br: it accepts brotli from localhost).
  const received: Array<Promise<[string, number]>> = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') received.push(request.sizes().then((sizes) => [request.url(), sizes.responseBodySize]));
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => Boolean((window as unknown as { __firstRemote?: unknown }).__firstRemote), undefined, { timeout: 30_000 });
  // The bytes of a first visit include every slot the server rendered: one below the fold hydrates when the browser is
  // idle, often after a quiet half second on the network, and counting up to 'networkidle' alone would leave its chunks
  // out on some runs and not on others. So the page is read once the shell and each of those slots are live.
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.hydrated === 'true' &&
      performance.getEntriesByType('mark').filter((entry) => entry.name.startsWith('slot-hydrated:')).length >= document.querySelectorAll('[data-ssr="html"]').length,
    undefined,
    { timeout: 30_000 },
  );
  await page.waitForLoadState('networkidle');
  const first = await page.evaluate(() => (window as unknown as { __firstRemote: { t: number; requests: number } }).__firstRemote);
  const copies = (await page.evaluate(inPage(loadedSharedCopies))) as Record<string, string[]>;
  const text = await page.evaluate(() => document.body.innerText);
  const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
  const fontBytes = (await Promise.all(fonts)).reduce((a, b) => a + b, 0);
  // A preloaded script is requested again from the preload cache with no body: keep the bytes that travelled.
  const brotli = new Map<string, number>();
  for (const [scriptUrl, size] of await Promise.all(received)) brotli.set(scriptUrl, Math.max(size, brotli.get(scriptUrl) ?? 0));
  const bytes: Record<string, number> = {};
  for (const scriptUrl of brotli.keys()) {
    const bucket = bucketOf(new URL(scriptUrl), shared);
    bytes[bucket] = (bytes[bucket] ?? 0) + (await gzipBytes(scriptUrl));
  }
  const brotliTotal = [...brotli.values()].reduce((a, b) => a + b, 0);
  await context.close();
  return { first, copies, text, bytes, brotliTotal, cls, fonts: fonts.length, fontBytes };
}

/** What a gzip-only client receives for `url` (the server's precompressed .gz; small files go as they are). */
function gzipBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        let size = 0;
        response.on('data', (chunk: Buffer) => (size += chunk.length));
        response.on('end', () => resolve(size));
      })
      .on('error', reject);
  });
}

async function floor(browser: Browser, text: string): Promise<number> {
  const html = `<!doctype html><html lang="de"><meta charset="utf-8"><title>floor</title><body><pre>${text.replace(/</g, '&lt;')}</pre></body></html>`;
  const server = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html));
  await new Promise<void>((r) => server.listen(0, r));
  const port = (server.address() as { port: number }).port;
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const page = await browser.newPage();
    await page.goto(`http://localhost:${port}/`, { waitUntil: 'load' });
    times.push(await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? performance.now()));
    await page.close();
  }
  server.close();
  return median(times);
}

async function main() {
  const site = await startSite(Number(process.env.BENCH_PORT ?? 3997));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const shared = await sharedAssetPaths(site.url);
  try {
    for (const path of PAGES) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, site.url + path, shared));
      const last = runs[runs.length - 1];
      const total = Object.values(last.bytes).reduce((a, b) => a + b, 0);
      console.log(`\n${path}`);
      for (const [bucket, size] of Object.entries(last.bytes).sort((a, b) => b[1] - a[1])) {
        console.log(`  JS gzip  ${bucket.padEnd(18)} ${(size / 1024).toFixed(1).padStart(7)} KB`);
      }
      // The 170 KB budget applies to /de only (decision 032).
      const verdict = path === BUDGET_PAGE ? `budget ${BUDGET_KB} KB: ${total / 1024 <= BUDGET_KB ? 'within' : 'OVER'}` : `the ${BUDGET_KB} KB budget is set for ${BUDGET_PAGE}`;
      console.log(`  JS gzip  ${'total'.padEnd(18)} ${(total / 1024).toFixed(1).padStart(7)} KB   (${verdict})`);
      console.log(`  JS as Chromium received it (brotli): ${(last.brotliTotal / 1024).toFixed(1)} KB`);
      const twice = Object.entries(last.copies).filter(([, c]) => c.length > 1);
      console.log(`  shared libraries in two copies: ${twice.length === 0 ? 'none' : twice.map(([p, c]) => `${p} (${c.join(', ')})`).join('; ')}`);
      console.log(`  requests before first remote content: ${median(runs.map((r) => r.first.requests))}`);
      console.log(`  fonts (woff2, not JS): ${last.fonts} files, ${(last.fontBytes / 1024).toFixed(1)} KB`);
      console.log(`  layout shift until network idle (CLS): ${median(runs.map((r) => r.cls)).toFixed(3)} (median of ${RUNS})`);
      const ttfrc = median(runs.map((r) => r.first.t));
      const floorMs = await floor(browser, last.text);
      console.log(`  time to first remote content: ${ttfrc.toFixed(0)} ms (median of ${RUNS}); static HTML floor ${floorMs.toFixed(0)} ms; ratio ${(ttfrc / floorMs).toFixed(1)}x`);
    }
  } finally {
    await browser.close();
    await site.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
