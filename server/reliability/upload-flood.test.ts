import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { openPglite } from '../src/db/pglite';
import { startServer } from './server-process';

const MB = 1024 * 1024;
const CLIENTS = 4;
const PARALLEL = 3;
const QUOTA = Number(process.env.FLOOD_QUOTA_MB ?? 100) * MB;
const FLOOD_MS = 10_000;

/** What a visitor does meanwhile: the programme list, a document, and a database round trip, one after another. */
const PROBES = ['/de/api/events/?page=1', '/de/', '/readyz'];

async function probe(base: string, while_: () => boolean): Promise<{ latencies: number[]; failures: string[] }> {
  const latencies: number[] = [];
  const failures: string[] = [];
  for (let i = 0; while_(); i++) {
    const url = PROBES[i % PROBES.length];
    const started = performance.now();
    const res = await fetch(`${base}${url}`);
    await res.arrayBuffer();
    latencies.push(performance.now() - started);
    if (res.status !== 200) failures.push(`${url} ${res.status}`);
    // A visitor's pace, not a benchmark: the flood, not the probe, is the load.
    await new Promise((r) => setTimeout(r, 20));
  }
  return { latencies, failures };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

function bytesIn(dir: string): number {
  let total = 0;
  for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
    try {
      total += fs.statSync(path.join(dir, name)).size;
    } catch {
      // Removed between listing and looking (a refused upload's partial file).
    }
  }
  return total;
}

function flood(base: string): Promise<{ counts: Record<string, number>; bytesSent: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'upload-flooder.ts')], {
      env: { ...process.env, BASE: base, CLIENTS: String(CLIENTS), PARALLEL: String(PARALLEL), DURATION_MS: String(FLOOD_MS), MAX_BYTES: String(5 * MB) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(out.trim().split('\n').pop()!)) : reject(new Error(`flooder exited with ${code}: ${out}`))));
  });
}

test('upload flood: parallel 5 MB uploads from several clients leave other requests fast and never pass the disk quota', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rel-flood-'));
  const uploads = path.join(dataDir, 'uploads');
  const server = await startServer({
    DATA_DIR: dataDir,
    // The flooding clients are told apart by their forwarded address, as behind a load balancer.
    TRUST_PROXY: '127.0.0.1',
    // The rate limit would end the flood after ten uploads each; the quota is what must hold here.
    UPLOADS_PER_ADDRESS: '100000',
    UPLOAD_QUOTA_BYTES: String(QUOTA),
  });
  try {
    // Warm the caches and the page render, then measure a quiet baseline.
    await probe(server.base, ((n) => () => n-- > 0)(15));
    const quietUntil = Date.now() + 3_000;
    const quiet = await probe(server.base, () => Date.now() < quietUntil);

    let flooding = true;
    let diskMax = 0;
    const sampler = setInterval(() => (diskMax = Math.max(diskMax, bytesIn(uploads))), 50);
    const flooded = flood(server.base).finally(() => {
      flooding = false;
      clearInterval(sampler);
    });
    const loaded = await probe(server.base, () => flooding);
    const { counts, bytesSent } = await flooded;
    diskMax = Math.max(diskMax, bytesIn(uploads));

    const figures = {
      quiet: { requests: quiet.latencies.length, p50: percentile(quiet.latencies, 50), p95: percentile(quiet.latencies, 95), max: Math.max(...quiet.latencies) },
      flood: { requests: loaded.latencies.length, p50: percentile(loaded.latencies, 50), p95: percentile(loaded.latencies, 95), max: Math.max(...loaded.latencies) },
      uploads: counts,
      sentMB: Math.round(bytesSent / MB),
      diskMaxMB: +(diskMax / MB).toFixed(1),
      quotaMB: (CLIENTS * QUOTA) / MB,
    };
    console.log(`upload flood figures (ms): ${JSON.stringify(figures, (_k, v: unknown) => (typeof v === 'number' ? Math.round(v * 10) / 10 : v))}`);

    // The flood was real: files of exactly the limit were stored, and one byte more was never accepted.
    assert.ok((counts['exact 201'] ?? 0) >= CLIENTS, JSON.stringify(counts));
    assert.equal(counts['over 201'] ?? 0, 0, 'an upload over the limit was accepted');
    assert.ok((counts['over 413'] ?? 0) > 0, `no upload over the limit was answered 413: ${JSON.stringify(counts)}`);
    assert.ok(Object.keys(counts).every((k) => /^(exact (201|429)|over (413|429)|(exact|over) connection closed)$/.test(k)), JSON.stringify(counts));

    // Other visitors were served throughout, and fast: a generous bound for a busy two-core machine, far below the
    // seconds such a flood cost when files went into the database.
    assert.deepEqual([...quiet.failures, ...loaded.failures], []);
    assert.ok(loaded.latencies.length >= 20, `only ${loaded.latencies.length} probe requests during the flood`);
    assert.ok(figures.flood.p95 < Math.max(750, 10 * figures.quiet.p95), `p95 during the flood ${figures.flood.p95} ms (quiet ${figures.quiet.p95} ms)`);

    // The quota held: never more on disk than the clients may have together, and what is on disk is exactly what
    // the database records, per client within its quota.
    assert.ok(diskMax <= CLIENTS * QUOTA, `${diskMax} bytes on disk, quota ${CLIENTS * QUOTA}`);
    assert.equal(await server.stop(), 0);
    const rows = await storedUploads(dataDir);
    assert.equal(Object.keys(rows.perClient).length, CLIENTS);
    for (const [client, bytes] of Object.entries(rows.perClient)) assert.ok(bytes <= QUOTA, `${client} holds ${bytes} bytes`);
    assert.deepEqual(fs.readdirSync(uploads).sort(), rows.ids.sort(), 'no file without its row, no row without its file');
    assert.equal(bytesIn(uploads), rows.total);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

/** The upload rows, read from the data folder once the server has stopped and released it. */
async function storedUploads(dataDir: string): Promise<{ ids: string[]; perClient: Record<string, number>; total: number }> {
  const db = await openPglite(path.join(dataDir, 'pglite'));
  try {
    const rows = await db.query<{ id: string; client_key: string; size: number }>('SELECT id, client_key, size FROM temp_files');
    const perClient: Record<string, number> = {};
    for (const row of rows) perClient[row.client_key] = (perClient[row.client_key] ?? 0) + row.size;
    return { ids: rows.map((r) => r.id), perClient, total: rows.reduce((sum, r) => sum + r.size, 0) };
  } finally {
    await db.close();
  }
}
