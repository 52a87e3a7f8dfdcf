/**
 * The load generator of the document bench: `wrk` when the machine has it (Debian's `wrk`), else autocannon.
 * autocannon is JavaScript: on two cores it tops out at about 500 answers a second for a 170 KB page whatever serves
 * it (a bare node:http server included), so every document row would measure the client. wrk, in C, does not.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  /** Answers read, and how many carried a slot as its skeleton (`data-ssr="skeleton"`); only when asked to count. */
  pages: number;
  skeletons: number;
}

export interface LoadOptions {
  url: string;
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  /** Read every body and count the pages that went out with a skeleton slot. */
  countSkeletons?: boolean;
}

export function wrkBinary(): string | null {
  for (const candidate of ['/usr/bin/wrk', '/usr/local/bin/wrk']) if (fs.existsSync(candidate)) return candidate;
  return null;
}

/** Which client the figures come from, for the bench's heading. */
export const loadClientName = () => (wrkBinary() ? 'wrk' : 'autocannon (apt-get install -y wrk for figures that do not measure the client)');

// The per-thread counters are read back in `done` through the threads `setup` collected (wrk's Lua API).
const WRK_SCRIPT = `
local threads = {}
function setup(thread) table.insert(threads, thread) end
function init(args) pages = 0; skeletons = 0; bad = 0 end
function response(status, headers, body)
  pages = pages + 1
  if status < 200 or status > 299 then bad = bad + 1 end
  if COUNT and body:find('data-ssr="skeleton"', 1, true) then skeletons = skeletons + 1 end
end
function done(summary, latency, requests)
  local p, s, b = 0, 0, 0
  for _, t in ipairs(threads) do p = p + t:get("pages"); s = s + t:get("skeletons"); b = b + t:get("bad") end
  io.write(string.format("RESULT %d %d %d %d %d %d\\n", summary.requests, summary.duration, latency:percentile(99), p, s, b))
end
`;

// autocannon ships no types; this is the part of its API used here.
type Autocannon = (opts: {
  url: string;
  connections: number;
  duration: number;
  requests?: Array<{ path: string; headers?: Record<string, string>; onResponse?: (status: number, body: string) => void }>;
}) => Promise<{ requests: { average: number }; latency: { p99: number }; non2xx: number }>;

export async function loadTest(options: LoadOptions): Promise<LoadResult> {
  const wrk = wrkBinary();
  if (wrk) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-wrk-'));
    const script = path.join(dir, 'count.lua');
    fs.writeFileSync(script, `COUNT = ${options.countSkeletons ? 'true' : 'false'}\n${WRK_SCRIPT}`);
    const headerArgs = Object.entries(options.headers ?? {}).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
    // One thread: the server under test needs the other core.
    const run = spawnSync(wrk, ['-t1', `-c${options.connections}`, `-d${options.seconds}s`, '-s', script, ...headerArgs, options.url], { encoding: 'utf8' });
    fs.rmSync(dir, { recursive: true, force: true });
    const match = /RESULT (\d+) (\d+) (\d+) (\d+) (\d+) (\d+)/.exec(run.stdout ?? '');
    if (!match) throw new Error(`wrk gave no result: ${run.stdout}${run.stderr}`);
    const [, requests, durationUs, p99Us, pages, skeletons, bad] = match.map(Number) as number[];
    return { requestsPerSecond: requests! / (durationUs! / 1e6), p99Ms: p99Us! / 1000, non2xx: bad!, pages: pages!, skeletons: skeletons! };
  }
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const autocannon = require('autocannon') as Autocannon;
  const url = new URL(options.url);
  let pages = 0;
  let skeletons = 0;
  const onResponse = options.countSkeletons
    ? (_status: number, body: string) => {
        pages += 1;
        if (body.includes('data-ssr="skeleton"')) skeletons += 1;
      }
    : undefined;
  const result = await autocannon({
    url: url.origin,
    connections: options.connections,
    duration: options.seconds,
    requests: [{ path: `${url.pathname}${url.search}`, headers: options.headers, ...(onResponse ? { onResponse } : {}) }],
  });
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99, non2xx: result.non2xx, pages, skeletons };
}
