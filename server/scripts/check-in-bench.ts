/**
 * `npm run bench` (check-in part): starts the real server on an embedded database in a temp folder, sells tickets
 * through the public calls, logs in as staff and scans: how many check-in answers a second one server gives, and
 * the p99 of a scan as the door sees it (first scans that admit, then repeat scans that are refused).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p99: number; p50: number };
  non2xx: number;
  errors: number;
}
type Autocannon = (opts: {
  url: string;
  connections: number;
  duration?: number;
  amount?: number;
  requests: Array<{ path: string; method: string; headers: Record<string, string>; body: string }>;
}) => Promise<AutocannonResult>;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon = require('autocannon') as Autocannon;

const SERVER_DIR = path.resolve(__dirname, '..');
const ORDERS = 40;
const TICKETS_PER_ORDER = 5;
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);

function startServer(dataDir: string): Promise<{ child: ChildProcess; base: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: SERVER_DIR,
      env: { ...process.env, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG: '', CART_ADDS_PER_CLIENT: '1000000', CART_ADDS_PER_ADDRESS: '1000000', CART_MAX_TICKETS_PER_ADDRESS: '1000000' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start in 180 s:\n${out}`)), 180_000);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on (http:\/\/[^\s]+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve({ child, base: match[1].replace('localhost', '127.0.0.1') });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${out}`)));
  });
}

/** A tiny cookie jar over fetch: what a browser keeps between calls (csrftoken, cart_id, sessionid). */
function browser(base: string) {
  const jar = new Map<string, string>();
  const call = async (url: string, init: { method?: string; body?: unknown } = {}) => {
    const res = await fetch(`${base}${url}`, {
      method: init.method ?? 'GET',
      headers: {
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(init.body === undefined ? {} : { 'content-type': 'application/json', 'x-csrftoken': jar.get('csrftoken') ?? '' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, value] = pair.split('=');
      if (value) jar.set(name, value);
      else jar.delete(name);
    }
    return res;
  };
  return { jar, call };
}

/** Tickets sold the way visitors buy them: a cart of five, then the checkout. Answers every ticket's QR text. */
async function sellTickets(base: string): Promise<string[]> {
  const list = (await (await fetch(`${base}/de/api/events/?page=1&page_size=50`)).json()) as {
    results: Array<{ id_jet: number; mark: string; seat_groups: Array<{ seat_group: string; available: number; timeslots: unknown[]; prices: Array<{ sale_type_id: number }> }> }>;
  };
  const groups = list.results.flatMap((e) => {
    const g = e.mark === 'show' ? e.seat_groups.find((x) => x.timeslots.length === 0 && x.prices.length > 0 && x.available >= TICKETS_PER_ORDER * 2) : undefined;
    return g ? [{ jetId: e.id_jet, group: g.seat_group, saleType: g.prices[0].sale_type_id }] : [];
  });
  const codes: string[] = [];
  for (let i = 0; codes.length < ORDERS * TICKETS_PER_ORDER && i < ORDERS * 4; i++) {
    const g = groups[i % groups.length];
    const visitor = browser(base);
    await visitor.call('/de/api/user-details/');
    const cart = await visitor.call('/de/api/shop-cart/', { method: 'POST', body: { quantities: [TICKETS_PER_ORDER], event_jet_id: g.jetId, sale_type_ids: [g.saleType], seat_group: g.group } });
    if (!cart.ok) continue;
    const order = await visitor.call('/de/api/orders/', { method: 'POST', body: { name: `Gast ${i}`, email: `gast${i}@example.org`, terms_accepted: true } });
    if (order.status !== 201) continue;
    codes.push(...((await order.json()) as { tickets: Array<{ qr: string }> }).tickets.map((t) => t.qr));
  }
  return codes;
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-check-in-'));
  console.log(`starting the server on an embedded database in ${dataDir} …`);
  const { child, base } = await startServer(dataDir);
  try {
    const codes = await sellTickets(base);
    const staff = browser(base);
    await staff.call('/de/login/');
    // Scanning is the box office's call: an editor's scans would all be measured 403s.
    const login = await staff.call('/de/login/', { method: 'POST', body: { username: 'kasse', password: 'kasse' } });
    if (!login.ok) throw new Error(`staff login failed: ${login.status}`);
    const headers = { 'content-type': 'application/json', 'x-csrftoken': staff.jar.get('csrftoken')!, cookie: [...staff.jar].map(([k, v]) => `${k}=${v}`).join('; ') };
    // Each scan at its ticket's event and "admit anyway": the demo's orders are unpaid and its events on later days,
    // refusals the door would answer first, and the figure is the admission's.
    const scans = codes.map((code) => ({ path: '/de/api/box-office/check-ins/', method: 'POST', headers, body: JSON.stringify({ code, event_id: Number(code.split(':')[3]), force: true }) }));
    // Ten doors scanning every sold ticket once: each answer admits a ticket (one UPDATE that returns a row).
    const first = await autocannon({ url: base, connections: 10, amount: scans.length, requests: scans });
    // Fifty scanners over and over the same tickets: every answer is a refusal with when and by whom.
    const repeat = await autocannon({ url: base, connections: 50, duration: DURATION, requests: scans });
    if (first.non2xx) throw new Error(`${first.non2xx} of ${scans.length} first scans were refused: the figures would not measure check-ins`);
    const fmt = (n: number, width: number) => n.toFixed(0).padStart(width);
    console.log(`\nCheck-in on PGlite — ${codes.length} tickets sold, ${os.cpus().length} CPU cores`);
    console.log(`${'scan'.padEnd(58)} ${'answers/s'.padStart(9)} ${'p50'.padStart(7)} ${'p99'.padStart(10)}`);
    console.log(`${'first scans (admit), 10 doors'.padEnd(58)} ${fmt(first.requests.average, 9)} ${fmt(first.latency.p50, 4)} ms ${fmt(first.latency.p99, 7)} ms${first.non2xx ? `  (${first.non2xx} non-2xx)` : ''}`);
    console.log(`${`repeat scans (refused), 50 scanners, ${DURATION} s`.padEnd(58)} ${fmt(repeat.requests.average, 9)} ${fmt(repeat.latency.p50, 4)} ms ${fmt(repeat.latency.p99, 7)} ms${repeat.non2xx ? `  (${repeat.non2xx} non-2xx)` : ''}`);
    console.log('Target: a scan answers in under a second (p99), the door never waits on the server.');
  } finally {
    child.removeAllListeners('exit');
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
