#!/usr/bin/env node
/**
 * Lighthouse (the version pinned in the root package.json; mobile preset: a mid-range phone on slow 4G with
 * simulated throttling) on the pages a first visitor opens most: the home page, the events list, an event, an article
 * and the productions list. Each run is a first visit: a fresh browser profile, no cookie, so the cookie dialog is
 * part of what is measured. The site runs with SITE_INDEXABLE=1, the production switch the SEO score assumes.
 *
 * Chromium is the system's (CHROME_PATH, default /usr/bin/chromium); nothing is downloaded. LIGHTHOUSE_BASE_URL
 * measures a site that is already running instead of starting one (LIGHTHOUSE_PORT, default 3190); LIGHTHOUSE_REPORT_DIR
 * keeps every page's full JSON report there.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The pages measured; the event and the article are the first the API lists, so a new demo programme can't break them. */
async function pagesOf(base) {
  const first = async (api) => ((await (await fetch(base + api)).json()).results ?? [])[0];
  const event = await first('/de/api/events/?page_size=1');
  const article = await first('/de/api/articles/?page_size=1');
  return [
    ['home', '/de'],
    ['events list', '/de/veranstaltungen'],
    ['event', `/de/veranstaltungen/${event.slug}/${event.id}`],
    ['article', `/de/mediathek-de/${article.slug}/${article.id}`],
    ['productions list', '/de/produktionen'],
  ];
}
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

let lighthouse;
try {
  ({ default: lighthouse } = await import('lighthouse'));
} catch (error) {
  // A pinned dev dependency: missing means the install is broken, which the bench must not hide.
  console.error(`lighthouse: not installed (${error.message})`);
  process.exit(1);
}
if (!fs.existsSync(chromePath)) {
  console.log(`lighthouse: no Chromium at ${chromePath} (set CHROME_PATH); skipped`);
  process.exit(0);
}

const children = [];
process.on('exit', () => children.forEach((child) => child.kill('SIGTERM')));

async function waitFor(url, what, ms) {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      const answer = await fetch(url);
      if (answer.ok) return answer;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${what} did not answer at ${url} within ${ms / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

async function startSite() {
  const port = Number(process.env.LIGHTHOUSE_PORT ?? 3190);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-lighthouse-'));
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SITE_INDEXABLE: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  const base = `http://localhost:${port}`;
  await waitFor(`${base}/pageeditor-api/settings`, 'the site', 15 * 60_000);
  return base;
}

async function startChromium() {
  const port = 9300 + Math.floor(Math.random() * 500);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-chromium-'));
  const child = spawn(chromePath, ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: 'ignore',
  });
  children.push(child);
  await waitFor(`http://127.0.0.1:${port}/json/version`, 'Chromium', 30_000);
  return port;
}

const base = process.env.LIGHTHOUSE_BASE_URL ?? (await startSite());
const PAGES = await pagesOf(base);
const chromePort = await startChromium();
/**
 * The bench rates what visitors get from a warm site, so each page is rendered right before it is measured. The
 * server keeps one copy per content encoding and only for a short while, so the warm-up asks as Chromium asks (brotli)
 * and just before the run. On a busy machine a slot can miss its render budget and go out as its skeleton, and that
 * copy is kept too: the warm-up asks again (after the copy's one second) until every slot came with its content, and
 * says so when none did, since the run then measures the skeleton's page.
 */
async function warm(pathname) {
  for (let attempt = 0; attempt < 8; attempt++) {
    const answer = await fetch(base + pathname, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    const html = await answer.text();
    if (answer.headers.get('cache-control')?.startsWith('public') && !html.includes('data-ssr="skeleton"')) return;
    await new Promise((resolve) => setTimeout(resolve, 1500));
  }
  console.log(`  (${pathname}: the server still answers with a skeleton slot; measured as it is)`);
}

/**
 * Lighthouse's simulated throttling scales the main-thread time it observes, so one run moves with whatever else the
 * machine does (its guidance is the median of several runs). Each page is measured LIGHTHOUSE_RUNS times (default 3),
 * each a first visit; the run with the median performance score is the one shown, with the spread of all runs.
 */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const load = () => os.loadavg()[0].toFixed(1);
const { version } = JSON.parse(fs.readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8'));
console.log(`Lighthouse ${version}, mobile preset, first visit (no cookie), ${base}; median of ${RUNS} run(s) per page, load ${load()} at the start`);
console.log(['page'.padEnd(18), 'perf', 'a11y', 'best', 'seo ', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS  ', 'perf of each run'].join('  '));
const rows = [];
for (const [label, pathname] of PAGES) {
  const runs = [];
  for (let run = 0; run < RUNS; run++) {
    await warm(pathname);
    runs.push((await lighthouse(base + pathname, { port: chromePort, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES })).lhr);
  }
  const perfOf = (report) => report.categories.performance.score ?? 0;
  const lhr = [...runs].sort((a, b) => perfOf(a) - perfOf(b))[Math.floor((runs.length - 1) / 2)];
  // LIGHTHOUSE_REPORT_DIR keeps each page's full report, to see which elements an audit names.
  if (process.env.LIGHTHOUSE_REPORT_DIR) {
    fs.mkdirSync(process.env.LIGHTHOUSE_REPORT_DIR, { recursive: true });
    fs.writeFileSync(path.join(process.env.LIGHTHOUSE_REPORT_DIR, `${label.replace(/\W+/g, '-')}.json`), JSON.stringify(lhr));
  }
  const score = (id) => (lhr.categories[id]?.score == null ? ' -- ' : String(Math.round(lhr.categories[id].score * 100)).padStart(4));
  const value = (id) => lhr.audits[id]?.numericValue;
  const failing = CATEGORIES.filter((id) => id !== 'performance').flatMap((id) =>
    lhr.categories[id].auditRefs.filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1).map((ref) => `${id}: ${ref.id}`),
  );
  rows.push({ label, failing });
  console.log(
    [
      label.padEnd(18),
      score('performance'),
      score('accessibility'),
      score('best-practices'),
      score('seo'),
      String(Math.round(value('first-contentful-paint'))).padStart(6),
      String(Math.round(value('largest-contentful-paint'))).padStart(6),
      String(Math.round(value('total-blocking-time'))).padStart(6),
      value('cumulative-layout-shift').toFixed(3),
      runs.map((report) => Math.round(perfOf(report) * 100)).join(' '),
    ].join('  '),
  );
}
for (const { label, failing } of rows) if (failing.length) console.log(`  ${label}: not passed: ${failing.join(', ')}`);
console.log(`Targets: performance ≥ 95, accessibility, best practices and SEO 100. Load at the end: ${load()}.`);
process.exit(0);
