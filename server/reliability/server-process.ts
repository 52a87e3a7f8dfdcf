import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';

const SERVER_DIR = path.resolve(__dirname, '..');

export interface ServerProcess {
  base: string;
  child: ChildProcess;
  output(): string;
  /** SIGTERM, then waits for the exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL: no cleanup at all, like a crash or an OOM kill. */
  kill(): Promise<void>;
}

/** Starts `src/main.ts` as its own process on a free port; resolves once it prints its URL. */
export function startServer(env: Record<string, string>): Promise<ServerProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: SERVER_DIR,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG: '', DATABASE_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    const timer = setTimeout(() => reject(new Error(`server did not start within 240 s:\n${out}`)), 240_000);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(out);
      if (match && timer) {
        clearTimeout(timer);
        resolve({
          base: match[1].replace('localhost', '127.0.0.1'),
          child,
          output: () => out,
          stop: async () => {
            child.kill('SIGTERM');
            return exited;
          },
          kill: async () => {
            child.kill('SIGKILL');
            await exited;
          },
        });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening:\n${out}`));
    });
  });
}

/** The PostgreSQL the suite may use: TEST_DATABASE_URL (the same one the server tests take). */
export function postgresUrl(): string {
  const url = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (!url) throw new Error('The reliability suite needs PostgreSQL: set TEST_DATABASE_URL=postgres://user:pass@host:5432/db');
  return url;
}

/** A fresh database on that server for one test; `drop` removes it (and ends its leftover connections). */
export async function freshDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = postgresUrl();
  const name = `site_rel_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * A visitor: keeps cookies, sends the CSRF header on writes. With `address` it comes through a proxy that forwards
 * that address (the server must be started with TRUST_PROXY for it to count).
 */
export class Visitor {
  private cookies = new Map<string, string>();
  constructor(
    public base: string,
    private address?: string,
  ) {}

  private headers(method: string): Record<string, string> {
    const headers: Record<string, string> = { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
    if (method !== 'GET' && method !== 'HEAD') headers['x-csrftoken'] = this.cookies.get('csrftoken') ?? '';
    if (this.address) headers['x-forwarded-for'] = this.address;
    return headers;
  }

  async request(method: string, urlPath: string, body?: unknown, base = this.base): Promise<{ status: number; json: unknown; text: string }> {
    const headers = this.headers(method);
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${base}${urlPath}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), redirect: 'manual' });
    return this.read(res);
  }

  /** Uploads one file as the multipart field `file`, like the form module does. */
  async upload(data: Buffer, type: string, name: string, base = this.base): Promise<{ status: number; json: unknown; text: string }> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(data)], { type }), name);
    return this.read(await fetch(`${base}/de/api/temp-files/`, { method: 'POST', headers: this.headers('POST'), body: form }));
  }

  private async read(res: Response): Promise<{ status: number; json: unknown; text: string }> {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [key, ...rest] = pair.split('=');
      const value = rest.join('=');
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === '') this.cookies.delete(key.trim());
      else this.cookies.set(key.trim(), value);
    }
    const text = await res.text();
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
    return { status: res.status, json, text };
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }
}

/** The first bookable event with a seat group not sold by timeslot, and its sale type. */
export async function bookableSeatGroup(v: Visitor, minAvailable = 4): Promise<{ eventId: number; jetId: number; group: string; saleType: number; available: number }> {
  for (let page = 1; page < 20; page++) {
    const { json } = await v.request('GET', `/de/api/events/?page=${page}&page_size=50`);
    const events = (json as { results: Array<{ id: number; id_jet: number; mark: string; seat_groups: Array<{ seat_group: string; available: number; timeslots: unknown[]; prices: Array<{ sale_type_id: number }> }> }> }).results;
    for (const e of events) {
      if (e.mark !== 'show') continue;
      const g = e.seat_groups.find((s) => s.timeslots.length === 0 && s.available >= minAvailable && s.prices.length > 0);
      if (g) return { eventId: e.id, jetId: e.id_jet, group: g.seat_group, saleType: g.prices[0].sale_type_id, available: g.available };
    }
    if (events.length < 50) break;
  }
  throw new Error('no bookable seat group in the demo programme');
}

export async function eventSeats(v: Visitor, eventId: number, group: string, base?: string): Promise<number> {
  const { json } = await v.request('GET', `/de/api/events/${eventId}/`, undefined, base);
  const g = (json as { seat_groups: Array<{ seat_group: string; available: number }> }).seat_groups.find((s) => s.seat_group === group);
  if (!g) throw new Error(`seat group ${group} missing`);
  return g.available;
}
