/**
 * `npm run bench` (server part): starts the real server on an embedded database in a temp folder, then measures
 * hot API calls with autocannon (50 connections, ~5 s each) and, beside each, a bare node:http server answering
 * the same bytes from memory. The ratio says how much of raw Node throughput the API keeps.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { nginxBinary, startNginxProxy } from '../src/testing/nginx-proxy';
import { loadClientName, loadTest } from './load-client';
import os from 'node:os';
import path from 'node:path';

// autocannon ships no types; this is the part of its API used here.
interface AutocannonResult {
  requests: { average: number };
  latency: { p99: number; p50: number };
  non2xx: number;
  errors: number;
}
interface BenchRequest {
  path: string;
  method?: string;
  body?: string;
  headers?: Record<string, string>;
  onResponse?: (status: number, body: string) => void;
}
type Autocannon = (opts: { url: string; connections: number; duration: number; headers?: Record<string, string>; requests?: BenchRequest[] }) => Promise<AutocannonResult>;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon = require('autocannon') as Autocannon;

const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const SERVER_DIR = path.resolve(__dirname, '..');
const START_SECONDS = Number(process.env.BENCH_START_SECONDS ?? 600);

interface Target {
  label: string;
  path: string;
  /** Several paths cycled through (autocomplete as a visitor types). */
  paths?: string[];
}
const PREFIXES = ['a', 'au', 'aus', 'ausst', 'k', 'kl', 'klo', 'kloster', 'f', 'fl', 'flu', 'fluss', 's', 'sa', 'sal', 'salz', 'w', 'wa', 'was', 'wasser', 'm', 'mu', 'mus', 'musik', 'b', 'bi', 'bib', 'biber'];
const TARGETS: Target[] = [
  { label: 'events list   GET /de/api/events/?page=1', path: '/de/api/events/?page=1' },
  { label: 'page fetch    GET /de/pageeditor-api/page/', path: '/de/pageeditor-api/page/' },
  { label: 'document      GET /de/besuch', path: '/de/besuch' },
  { label: 'search        GET /api/search/?query=Ausstellung', path: '/api/search/?query=Ausstellung&lang=de' },
  { label: 'autocomplete  GET /api/search/autocomplete/?query=aus', path: '/api/search/autocomplete/?query=aus&lang=de' },
  {
    label: `autocomplete  ${PREFIXES.length} prefixes in turn`,
    path: '/api/search/autocomplete/?query=a&lang=de',
    paths: PREFIXES.map((p) => `/api/search/autocomplete/?query=${p}&lang=de`),
  },
];

function startServer(dataDir: string, databaseUrl = '', extraEnv: Record<string, string> = {}): Promise<{ child: ChildProcess; base: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: SERVER_DIR,
      env: { ...process.env, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG: '', ...extraEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    // Seeding the demo content on a first start takes minutes on a busy machine.
    const timer = setTimeout(() => reject(new Error(`server did not start in ${START_SECONDS} s:\n${out}`)), START_SECONDS * 1000);
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

/**
 * A bare node:http server answering every request with the given bytes, in its own process like the real server
 * (autocannon runs in this one and would otherwise steal its CPU).
 */
const BARE_SERVER = `
const http = require('node:http');
const body = require('node:fs').readFileSync(process.argv[1]);
const type = process.argv[2];
const server = http.createServer((req, res) => { res.writeHead(200, { 'content-type': type, 'content-length': body.length }); res.end(body); });
server.listen(0, '127.0.0.1', () => console.log('listening on http://127.0.0.1:' + server.address().port));
`;
function bareServer(body: Buffer, contentType: string, dir: string): Promise<{ child: ChildProcess; base: string }> {
  const file = path.join(dir, 'bare-body');
  fs.writeFileSync(file, body);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', BARE_SERVER, file, contentType], { stdio: ['ignore', 'pipe', 'inherit'] });
    child.stdout?.on('data', (chunk: Buffer) => {
      const match = /listening on (http:\/\/[^\s]+)/.exec(chunk.toString());
      if (match) resolve({ child, base: match[1] });
    });
    child.on('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
}

const run = (base: string, target: Target) =>
  autocannon({ url: `${base}${target.path}`, connections: CONNECTIONS, duration: DURATION, ...(target.paths ? { requests: target.paths.map((p) => ({ path: p })) } : {}) });

const fmt = (n: number, width: number, digits = 0) => n.toFixed(digits).padStart(width);

interface Bookable {
  jetId: number;
  group: string;
  saleType: number;
}

/** Seat groups sold without timeslots across the programme, so the cart traffic is spread over many events. */
async function bookableGroups(base: string): Promise<Bookable[]> {
  const found: Bookable[] = [];
  for (let page = 1; page <= 10; page++) {
    const res = await fetch(`${base}/de/api/events/?page=${page}&page_size=50`);
    const json = (await res.json()) as { results: Array<{ id_jet: number; mark: string; seat_groups: Array<{ seat_group: string; timeslots: unknown[]; prices: Array<{ sale_type_id: number }> }> }> };
    for (const e of json.results) {
      const g = e.mark === 'show' ? e.seat_groups.find((x) => x.timeslots.length === 0 && x.prices.length > 0) : undefined;
      if (g) found.push({ jetId: e.id_jet, group: g.seat_group, saleType: g.prices[0].sale_type_id });
    }
    if (json.results.length < 50) break;
  }
  return found;
}

/**
 * Events-list throughput while a share of the requests are cart adds (one ticket each, spread over the programme's
 * events). Before per-event invalidation every add emptied the whole programme cache; now an add drops only the
 * answers that show its event's seats.
 */
async function mixedLoad(base: string, label: string): Promise<string[]> {
  const first = await fetch(`${base}/de/api/events/?page=1`);
  const token = /csrftoken=([^;]+)/.exec(first.headers.getSetCookie().join('\n'))?.[1] ?? '';
  const groups = await bookableGroups(base);
  const list: BenchRequest = { path: '/de/api/events/?page=1' };
  const rows: string[] = [];
  for (const share of [0, 10]) {
    // Every tenth request of a share-10 mix is an add, each to the next seat group in turn, so the adds spread over
    // the whole programme instead of selling out a few groups.
    const requests: BenchRequest[] = [];
    let next = 0;
    for (let i = 0; i < 10 * Math.max(1, groups.length); i++) {
      if (share > 0 && i % 10 === 0 && groups.length) {
        const g = groups[next++ % groups.length];
        requests.push({
          path: '/de/api/shop-cart/',
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-csrftoken': token, cookie: `csrftoken=${token}` },
          body: JSON.stringify({ quantities: [1], event_jet_id: g.jetId, sale_type_ids: [g.saleType], seat_group: g.group }),
        });
      } else requests.push({ ...list, method: 'GET', headers: {}, body: undefined });
    }
    await autocannon({ url: base, connections: CONNECTIONS, duration: 1, requests: [list] }); // warm-up
    const result = await autocannon({ url: base, connections: CONNECTIONS, duration: DURATION, requests });
    rows.push(
      `${`${label}: events list with ${String(share).padStart(2)} % cart adds`.padEnd(58)} ${fmt(result.requests.average, 8)} ${fmt(result.latency.p99, 7)} ms${result.non2xx ? `  (${result.non2xx} non-2xx: sold out or limited adds)` : ''}`,
    );
    console.log(rows.at(-1));
  }
  return rows;
}

/** Stops a server and waits until it has let go of its data folder (PGlite allows one process per folder). */
async function stopServer(child: ChildProcess): Promise<void> {
  child.removeAllListeners('exit');
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

const DOCUMENT_PATHS = ['/de', '/de/veranstaltungen'];

/**
 * The shell's built file closest in size to `bytes`: the "static file from the same server" a document is measured
 * against (same process, same routing, hooks and headers, the bytes read from disk), so the ratio shows what the
 * document itself costs beyond serving a file.
 */
function staticAssetNear(bytes: number): { path: string; bytes: number } {
  const dist = path.join(SERVER_DIR, '..', 'shell', 'dist');
  const files = fs.readdirSync(dist).filter((name) => /\.(js|css)$/.test(name));
  const sized = files.map((name) => ({ path: `/${name}`, bytes: fs.statSync(path.join(dist, name)).size }));
  return sized.reduce((best, f) => (Math.abs(f.bytes - bytes) < Math.abs(best.bytes - bytes) ? f : best));
}

/**
 * Document throughput (head with structured data, status decided on the server) for the home page and the events
 * list, anonymous visitors only. Beside it, a static file of about the same size from the same server (the target's
 * floor), and a bare node:http server sending the same bytes (what no framework at all would cost).
 */
async function documentLoad(base: string, label: string, dir: string, cookie?: string): Promise<string[]> {
  const rows: string[] = [];
  for (const docPath of DOCUMENT_PATHS) {
    const headers: Record<string, string> = cookie ? { cookie } : {};
    const sample = await fetch(`${base}${docPath}`, { headers });
    const body = Buffer.from(await sample.arrayBuffer());
    const load = (url: string, countSkeletons = false) => loadTest({ url, connections: CONNECTIONS, seconds: DURATION, headers, countSkeletons });
    await load(`${base}${docPath}`).catch(() => undefined); // warm-up
    const doc = await load(`${base}${docPath}`, true);
    const asset = staticAssetNear(body.length);
    const file = await load(`${base}${asset.path}`);
    const bare = await bareServer(body, sample.headers.get('content-type') ?? 'text/html', dir);
    const raw = await load(`${bare.base}${docPath}`);
    bare.child.removeAllListeners('exit');
    bare.child.kill('SIGTERM');
    rows.push(
      `${`document ${label.padEnd(13)} GET ${docPath}`.padEnd(46)} ${fmt(doc.requestsPerSecond, 6)} ${fmt(doc.p99Ms, 6)} ms │ ${fmt(file.requestsPerSecond, 6)} ${fmt(file.p99Ms, 5)} ms ${fmt(asset.bytes / 1024, 4)} KB │ ${fmt((100 * doc.requestsPerSecond) / file.requestsPerSecond, 4)} % │ ${fmt(raw.requestsPerSecond, 6)} ${fmt(raw.p99Ms, 5)} ms │ ${fmt((100 * doc.requestsPerSecond) / raw.requestsPerSecond, 4)} % │ ${doc.skeletons} of ${doc.pages}${doc.non2xx ? `  (${doc.non2xx} non-2xx)` : ''}`,
    );
    console.log(rows.at(-1));
  }
  return rows;
}

/** CPU seconds (user + system) a process has used so far, from /proc; null where there is no /proc (not Linux). */
function processCpuSeconds(pid: number): number | null {
  try {
    // Fields after the command name (which may hold spaces, so split after its closing parenthesis): utime is the
    // 14th field of the line, stime the 15th, both in clock ticks.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return null;
  }
}
/** Linux reports CPU time in ticks of 1/100 s on every architecture it runs on here (`getconf CLK_TCK`). */
const CLOCK_TICKS = 100;
const FRESH_RENDERS = Number(process.env.BENCH_FRESH_RENDERS ?? 200);

/**
 * The server's CPU per fresh render of a page: one request after another (no concurrency, so nothing waits and
 * nothing else runs) against a server whose document cache is off, the CPU time of the server process read before
 * and after. Uncompressed, so the figure is the render and the document's assembly, not gzip.
 */
async function freshRenderCpu(child: ChildProcess, base: string, docPath: string, label = 'document cache off'): Promise<string> {
  const get = async () => {
    const answer = await fetch(`${base}${docPath}`, { headers: { 'accept-encoding': 'identity' } });
    const html = await answer.text();
    return html.includes('data-ssr="skeleton"');
  };
  for (let i = 0; i < 20; i++) await get(); // warm-up: JIT, the API's own caches, every container loaded
  const before = child.pid ? processCpuSeconds(child.pid) : null;
  if (before === null) return `fresh render   GET ${docPath}: not measured (no /proc)`;
  let skeletons = 0;
  const started = performance.now();
  for (let i = 0; i < FRESH_RENDERS; i++) if (await get()) skeletons += 1;
  const wall = performance.now() - started;
  const cpu = (processCpuSeconds(child.pid!)! - before) * 1000;
  return `${`fresh render (${label})  GET ${docPath}`.padEnd(66)} ${fmt(cpu / FRESH_RENDERS, 8, 1)} ms CPU per render │ ${fmt(wall / FRESH_RENDERS, 6, 1)} ms wall │ ${FRESH_RENDERS} renders, ${skeletons} with a skeleton`;
}

/** What a returning visitor's browser sends: the CSRF token, a stored consent, a dismissed alert, a cart. */
const RETURNING_VISITOR = 'csrftoken=bench-token-0123456789abcdef; cookie_consent=%7B%22tracking%22%3Afalse%2C%22media%22%3Atrue%7D; top_alert_dismissed=1; cartAmount=2; cartUrl=%2Fwebshop%2Fcart';

/** A throw-away database on the PostgreSQL of TEST_DATABASE_URL / DATABASE_URL, or null when none is configured. */
async function benchDatabase(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const admin = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (!admin) return null;
  const pg = (await import('pg')).default;
  const name = `site_bench_${process.pid}`;
  const run = async (sql: string) => {
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    await c.query(sql).finally(() => c.end());
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * The mixed load is one client at one address adding without keeping its cart: with the fair-hold limits (ten adds a
 * minute, forty seats an address) nearly every add would be a cheap 429 or 409, and the figure would not show what
 * cart writes cost. The bench raises them so that the adds really hold seats.
 */
const UNLIMITED_ADDS = { CART_ADDS_PER_CLIENT: '1000000', CART_ADDS_PER_ADDRESS: '1000000', CART_MAX_TICKETS_PER_ADDRESS: '1000000' };

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
  console.log(`starting the server on an embedded database in ${dataDir} (first start seeds the demo content) …`);
  const only = process.env.BENCH_ONLY;
  let { child, base } = await startServer(dataDir, '', UNLIMITED_ADDS);
  const rows: string[] = [];
  const mixed: string[] = [];
  const documents: string[] = [];
  const renders: string[] = [];
  try {
    for (const target of only === 'documents' || only === 'mixed' || only === 'renders' ? [] : TARGETS) {
      const sample = await fetch(`${base}${target.path}`);
      const body = Buffer.from(await sample.arrayBuffer());
      if (!sample.ok) console.log(`  note: ${target.path} answered ${sample.status}`);
      await run(base, { ...target }).catch(() => undefined); // warm-up pass: JIT, caches, connection pool
      const api = await run(base, target);
      const bare = await bareServer(body, sample.headers.get('content-type') ?? 'application/json', dataDir);
      const raw = await run(bare.base, { ...target, paths: undefined });
      bare.child.removeAllListeners('exit');
      bare.child.kill('SIGTERM');
      rows.push(
        `${target.label.padEnd(58)} ${fmt(api.requests.average, 8)} ${fmt(api.latency.p99, 7)} ms │ ${fmt(raw.requests.average, 8)} ${fmt(raw.latency.p99, 7)} ms │ ${fmt((100 * api.requests.average) / raw.requests.average, 5)} %${api.non2xx ? `  (${api.non2xx} non-2xx)` : ''}`,
      );
      console.log(rows.at(-1));
    }
    if (only === 'renders') {
      // Only the CPU of fresh renders: quick enough to compare two builds on a machine others are using.
      await stopServer(child);
      ({ child, base } = await startServer(dataDir, '', { DOCUMENT_CACHE_MS: '0' }));
      for (const docPath of DOCUMENT_PATHS) renders.push(await freshRenderCpu(child, base, docPath));
    }
    if (only !== 'documents' && only !== 'renders') mixed.push(...(await mixedLoad(base, 'PGlite')));
    if (only !== 'mixed' && only !== 'renders') {
      documents.push(...(await documentLoad(base, 'cached', dataDir)));
      documents.push(...(await documentLoad(base, 'returning', dataDir, RETURNING_VISITOR)));
      // The same through the nginx configuration the repository ships: what a deployment behind it serves.
      const port = Number(new URL(base).port);
      if (nginxBinary()) {
        const proxy = await startNginxProxy(port);
        try {
          documents.push(...(await documentLoad(proxy.origin, 'nginx, return', dataDir, RETURNING_VISITOR)));
        } finally {
          await proxy.stop();
        }
      } else documents.push('behind nginx: not measured (apt-get install -y nginx)');
      // The same folder again with the anonymous document cache off: every answer is decided from the database.
      await stopServer(child);
      ({ child, base } = await startServer(dataDir, '', { DOCUMENT_CACHE_MS: '0' }));
      documents.push(...(await documentLoad(base, 'uncached', dataDir)));
      for (const docPath of DOCUMENT_PATHS) {
        renders.push(await freshRenderCpu(child, base, docPath));
        console.log(renders.at(-1));
      }
      // And the document as it was before pages were rendered on the server: head and boot data, an empty #root.
      await stopServer(child);
      ({ child, base } = await startServer(dataDir, '', { DOCUMENT_CACHE_MS: '0', SERVER_RENDER: '0' }));
      documents.push(...(await documentLoad(base, 'empty shell', dataDir)));
    }
  } finally {
    await stopServer(child);
  }
  const pgDb = only === 'documents' || only === 'renders' ? null : await benchDatabase();
  if (pgDb) {
    const pgDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pg-'));
    const pgServer = await startServer(pgDir, pgDb.url, UNLIMITED_ADDS);
    try {
      mixed.push(...(await mixedLoad(pgServer.base, 'PostgreSQL')));
    } finally {
      pgServer.child.removeAllListeners('exit');
      pgServer.child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 500));
      await pgDb.drop().catch(() => undefined);
      fs.rmSync(pgDir, { recursive: true, force: true });
    }
  } else mixed.push('PostgreSQL: not measured (set TEST_DATABASE_URL or DATABASE_URL)');
  console.log(`\nServer API vs bare node:http with the same bytes — ${CONNECTIONS} connections, ${DURATION} s each, ${os.cpus().length} CPU cores`);
  console.log(`${'endpoint'.padEnd(58)} ${'API req/s'.padStart(8)} ${'p99'.padStart(10)} │ ${'bare req/s'.padStart(8)} ${'p99'.padStart(10)} │ ratio`);
  for (const row of rows) console.log(row);
  console.log('Targets: events list and page fetch ≥ 40 % of bare, page fetch p99 < 50 ms; autocomplete p99 < 20 ms.');
  console.log(`\nDocuments (anonymous, with and without the document cache) vs a static file of the same server and vs bare node:http with the same bytes — ${CONNECTIONS} connections, ${DURATION} s each, load from ${loadClientName()}`);
  console.log(`${'document'.padEnd(46)} ${'req/s'.padStart(6)} ${'p99'.padStart(9)} │ ${'static file req/s, p99, size'.padStart(30)} │ ratio │ ${'bare req/s'.padStart(6)} ${'p99'.padStart(8)} │ ratio │ pages with a skeleton slot`);
  for (const row of documents) console.log(row);
  console.log('Targets: returning visitors ≥ 50 % of a static file from the same server, p99 < 100 ms, 0 pages with a skeleton slot.');
  console.log(`\nServer CPU per fresh render (one request at a time, ${FRESH_RENDERS} renders, CPU of the server process from /proc; load average now ${os.loadavg().map((n) => n.toFixed(2)).join(' ')})`);
  console.log('Each render runs React for the shell and every slot and reads the API in-process; whole pages are kept by the document cache, which is off here.');
  for (const row of renders) console.log(row);
  console.log('Target: a fresh render of /de ≤ 5 ms of server CPU.');
  console.log(`\nMixed load — ${CONNECTIONS} connections, ${DURATION} s each (req/s and p99 over all requests of the mix)`);
  for (const row of mixed) console.log(row);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
