import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '../..');

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the real site (`scripts/start.mjs`: builds what is missing, then the server) on its own port and data folder,
 * which starts as a copy of the run's seeded one when there is one.
 */
export async function startSite(port: number, env: Record<string, string> = {}, options: { skipBuild?: boolean } = {}): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `site-${port}-`));
  const child: ChildProcess = spawn(process.execPath, [path.join(REPO_ROOT, 'e2e/support/start-seeded.mjs')], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, ...(options.skipBuild ? { SKIP_BUILD: '1' } : {}), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Never leave a server behind, even when a test times out while it starts.
  const killChild = () => child.kill('SIGTERM');
  process.once('exit', killChild);
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 10 * 60_000;
  let up = false;
  while (!up) {
    if (Date.now() > deadline) {
      killChild();
      throw new Error(`site on ${port} did not answer in time:\n${output}`);
    }
    if (child.exitCode !== null) throw new Error(`site on ${port} exited early:\n${output}`);
    try {
      const res = await fetch(`${url}/pageeditor-api/settings`);
      up = res.ok;
    } catch {
      // not up yet
    }
    if (!up) await new Promise((r) => setTimeout(r, 300));
  }
  return {
    url,
    stop: async () => {
      process.off('exit', killChild);
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
