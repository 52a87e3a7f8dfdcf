/**
 * A team's deploy as visitors meet it, for `npm run bench`:
 * - the time from the deploy call (PUT /api/remotes/mf_events/ on one instance) until the new build's text is in the
 *   server HTML of every instance: two instances on one PostgreSQL, as behind a load balancer (target: 2 s);
 * - the first paint of a page whose remote comes from an origin that answers 10 s late, against the same origin
 *   answering at once: the header, the server's list and the footer must not wait for it.
 *
 * Needs PostgreSQL (TEST_DATABASE_URL or DATABASE_URL), since two instances share their registry through it; without
 * one it says so and measures nothing. The builds are the real ones (`npm run build` first).
 */
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from 'site-config/testing/chromium';
import { CANDIDATE_TEXT, candidateOrigin } from '../src/testing/events-candidate';
import { EVENTS_PAGE, deployEvents, untilPageSays } from '../reliability/deploy-watch';
import { freshDatabase, startServer } from '../reliability/server-process';

const DEPLOYS = Number(process.env.DELIVERY_DEPLOYS ?? 6);
const LOADS = Number(process.env.DELIVERY_LOADS ?? 3);
const SLOW_ORIGIN_MS = 10_000;
const TOKEN = 'bench-deploy-token-0123456789abcdef0123';

const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)]!;
const spread = (values: number[]) => `min ${Math.min(...values)} / median ${median(values)} / max ${Math.max(...values)} ms`;

interface Paint {
  fcp: number;
  header: number;
  footer: number;
}

/** One cold load: first contentful paint, and when the header's and the footer's links were visible. */
async function load(browser: Browser, base: string): Promise<Paint> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addCookies([{ name: 'cookie_consent', value: encodeURIComponent('{"tracking":false,"media":false}'), url: base }]);
  const page = await context.newPage();
  const started = Date.now();
  await page.goto(`${base}${EVENTS_PAGE}`, { waitUntil: 'commit' });
  await page.getByRole('banner').getByRole('link', { name: 'Startseite' }).waitFor({ state: 'visible', timeout: 30_000 });
  const header = Date.now() - started;
  await page.getByRole('contentinfo').getByRole('link', { name: 'Impressum' }).waitFor({ state: 'visible', timeout: 30_000 });
  const footer = Date.now() - started;
  const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN);
  await context.close();
  return { fcp: Math.round(fcp), header, footer };
}

async function main(): Promise<void> {
  if (!process.env.TEST_DATABASE_URL && !process.env.DATABASE_URL) {
    console.log('delivery: not measured: two instances need a shared PostgreSQL (set TEST_DATABASE_URL=postgres://…)');
    return;
  }
  const database = await freshDatabase();
  const origin = await candidateOrigin();
  const env = { DATABASE_URL: database.url, DEPLOY_TOKENS: `mf_events=${TOKEN}` };
  const instances = await Promise.all([startServer(env), startServer(env)]);
  let browser: Browser | undefined;
  try {
    // Both instances have the page kept (the document cache) before each deploy, as a live site would.
    const texts = [CANDIDATE_TEXT, 'Programm ansehen'];
    const slowest: number[] = [];
    const perInstance: number[][] = instances.map(() => []);
    for (let i = 0; i < DEPLOYS; i++) {
      const text = texts[i % 2]!;
      const manifest = origin.publish(`bench-${i}`, text);
      await Promise.all(instances.map(async (server) => (await fetch(`${server.base}${EVENTS_PAGE}`)).text()));
      const deployedAt = Date.now();
      const answer = await deployEvents(instances[0]!.base, TOKEN, manifest);
      if (answer.status !== 200) throw new Error(`deploy ${i}: ${answer.status} ${await answer.text()}`);
      const seen = await Promise.all(instances.map((server) => untilPageSays(server.base, text, deployedAt, 30_000)));
      if (seen.some((ms) => ms === null)) throw new Error(`deploy ${i}: not live on every instance within 30 s`);
      seen.forEach((ms, index) => perInstance[index]!.push(ms!));
      slowest.push(Math.max(...(seen as number[])));
    }
    console.log(`deploy call → new build in the server HTML, ${DEPLOYS} deploys through instance A:`);
    console.log(`  instance A (took the call): ${spread(perInstance[0]!)}`);
    console.log(`  instance B (told by notification): ${spread(perInstance[1]!)}`);
    console.log(`  every instance: ${spread(slowest)} (target 2000 ms: ${Math.max(...slowest) <= 2000 ? 'met' : 'missed'})`);

    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const base = instances[0]!.base;
    const paints = async () => {
      const runs: Paint[] = [];
      for (let i = 0; i < LOADS; i++) runs.push(await load(browser!, base));
      return { fcp: median(runs.map((r) => r.fcp)), header: median(runs.map((r) => r.header)), footer: median(runs.map((r) => r.footer)) };
    };
    const prompt = await paints();
    origin.delayMs = SLOW_ORIGIN_MS;
    const slow = await paints();
    origin.delayMs = 0;
    console.log(`first paint of ${EVENTS_PAGE} (cold browser, median of ${LOADS}), remote origin prompt → ${SLOW_ORIGIN_MS / 1000} s late:`);
    console.log(`  first contentful paint ${prompt.fcp} → ${slow.fcp} ms`);
    console.log(`  header links visible ${prompt.header} → ${slow.header} ms, footer ${prompt.footer} → ${slow.footer} ms`);
    console.log(`  (target: the header painted within the normal budget, far from the origin's ${SLOW_ORIGIN_MS} ms: ${slow.header < SLOW_ORIGIN_MS / 2 ? 'met' : 'missed'})`);
  } finally {
    await browser?.close();
    await Promise.all(instances.map((server) => server.stop()));
    await origin.stop();
    await database.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
