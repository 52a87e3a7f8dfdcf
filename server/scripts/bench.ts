/**
 * `npm run bench` (server part): starts the real server on an embedded database in a temp folder, then measures
 * hot API calls with autocannon (50 connections, ~5 s each) and, beside each, a bare node:http server answering
 * the same bytes from memory. The ratio says how much of raw Node throughput the API keeps.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// autocannon ships no types; this is the part of its API used here.
interface AutocannonResult {
  requests: { average: number };
  latency: { p99: number; p50: number };
  non2xx: number;
  errors: number;
}
type Autocannon = (opts: { url: string; connections: number; duration: number; requests?: Array<{ path: string }> }) => Promise<AutocannonResult>;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon = require('autocannon') as Autocannon;

const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const SERVER_DIR = path.resolve(__dirname, '..');

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

function startServer(dataDir: string): Promise<{ child: ChildProcess; base: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: SERVER_DIR,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG: '' },
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

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
  console.log(`starting the server on an embedded database in ${dataDir} (first start seeds the demo content) …`);
  const { child, base } = await startServer(dataDir);
  const rows: string[] = [];
  try {
    for (const target of TARGETS) {
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
  } finally {
    child.kill('SIGTERM');
  }
  console.log(`\nServer API vs bare node:http with the same bytes — ${CONNECTIONS} connections, ${DURATION} s each, ${os.cpus().length} CPU cores`);
  console.log(`${'endpoint'.padEnd(58)} ${'API req/s'.padStart(8)} ${'p99'.padStart(10)} │ ${'bare req/s'.padStart(8)} ${'p99'.padStart(10)} │ ratio`);
  for (const row of rows) console.log(row);
  console.log('Targets: events list and page fetch ≥ 40 % of bare, page fetch p99 < 50 ms; autocomplete p99 < 20 ms.');
  fs.rmSync(dataDir, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
