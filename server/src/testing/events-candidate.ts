import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

/** The repository, where every app's dist lives. */
const REPO_ROOT = path.resolve(__dirname, '../../..');

/** A label of mf-events' list (browser and Node build alike) and what the candidate build says instead. */
export const LIVE_TEXT = 'Veranstaltungen filtern';
export const CANDIDATE_TEXT = 'Programm durchsuchen';

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css' };

export interface CandidateOrigin {
  /** `http://127.0.0.1:<port>`, the team's static origin. */
  origin: string;
  /** Paths asked for, in order. */
  requests: string[];
  /** Every answer waits this long first (a slow or far-away origin); 0 by default. */
  delayMs: number;
  /**
   * Copies mf-events' real build (browser and Node halves) into `<origin>/mf-events/<folder>/`, with the list label
   * changed to `text` and its own build version (`version`, the folder's name unless given), as the events team's
   * pipeline would publish it; returns the manifest's URL.
   */
  publish(folder: string, text?: string, version?: string): string;
  stop(): Promise<void>;
}

/** A static origin for mf-events' candidates, with CORS as a CDN answers, on a free port. */
export async function candidateOrigin(): Promise<CandidateOrigin> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'events-origin-'));
  const requests: string[] = [];
  const state = { delayMs: 0 };
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    requests.push(pathname);
    const file = path.join(root, path.normalize(pathname));
    setTimeout(() => {
      if (!file.startsWith(root) || !fs.existsSync(file) || !fs.statSync(file).isFile()) return response.writeHead(404).end();
      response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'access-control-allow-origin': '*' }).end(fs.readFileSync(file));
    }, state.delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    origin,
    requests,
    get delayMs() {
      return state.delayMs;
    },
    set delayMs(value: number) {
      state.delayMs = value;
    },
    publish(folder, text = CANDIDATE_TEXT, version = folder) {
      const target = path.join(root, 'mf-events', folder);
      fs.cpSync(path.join(REPO_ROOT, 'mf-events', 'dist'), target, { recursive: true });
      const walk = (dir: string): string[] => fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
      for (const file of walk(target)) {
        // Compressed siblings would still hold the live text.
        if (file.endsWith('.gz') || file.endsWith('.br')) fs.rmSync(file);
        if (file.endsWith('.js')) fs.writeFileSync(file, fs.readFileSync(file, 'utf8').split(LIVE_TEXT).join(text));
        if (file.endsWith('mf-manifest.json')) {
          const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as { metaData: { buildInfo: { buildVersion: string } } };
          manifest.metaData.buildInfo.buildVersion = `1.0.0+${version}`;
          fs.writeFileSync(file, JSON.stringify(manifest));
        }
      }
      return `${origin}/mf-events/${folder}/mf-manifest.json`;
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
