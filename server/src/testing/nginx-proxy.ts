import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** The proxy configuration the repository ships (deploy/nginx/). */
export const SHIPPED_CONFIG = path.resolve(__dirname, '../../../deploy/nginx/site-cache.conf');

export function nginxBinary(): string | null {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (fs.existsSync(candidate)) return candidate;
  return null;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface Proxy {
  origin: string;
  stop(): Promise<void>;
}

/**
 * Debian's nginx with the shipped configuration in a temporary prefix: the same file, only the upstream, the port and
 * the cache folder moved to this test's.
 */
export async function startNginxProxy(upstreamPort: number): Promise<Proxy> {
  const binary = nginxBinary();
  if (!binary) throw new Error('nginx is not installed (apt-get install -y nginx)');
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'site-nginx-'));
  const port = await freePort();
  const site = fs
    .readFileSync(SHIPPED_CONFIG, 'utf8')
    .replace('/var/cache/nginx/site', path.join(prefix, 'cache'))
    .replace('server 127.0.0.1:3000;', `server 127.0.0.1:${upstreamPort};`)
    .replace('listen 8080;', `listen 127.0.0.1:${port};`);
  fs.writeFileSync(path.join(prefix, 'site-cache.conf'), site);
  const temp = (name: string) => `${name}_temp_path ${path.join(prefix, name)};`;
  fs.writeFileSync(
    path.join(prefix, 'nginx.conf'),
    [
      'daemon off;',
      process.getuid?.() === 0 ? 'user root;' : '',
      `pid ${path.join(prefix, 'nginx.pid')};`,
      `error_log ${path.join(prefix, 'error.log')} warn;`,
      'worker_processes 1;',
      'events { worker_connections 512; }',
      'http {',
      '  access_log off;',
      `  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}`,
      `  include ${path.join(prefix, 'site-cache.conf')};`,
      '}',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(binary, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', path.join(prefix, 'error.log')], { stdio: 'ignore' });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${fs.readFileSync(path.join(prefix, 'error.log'), 'utf8')}`);
    try {
      await fetch(`${origin}/favicon.ico`);
      break;
    } catch {
      if (i > 100) throw new Error('nginx did not answer');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    origin,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGQUIT');
        await exited;
      }
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}
