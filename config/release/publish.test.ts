/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { publishToFolder, pruneVersions } from './publish';

function fakeDist(version: string): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'));
  fs.mkdirSync(path.join(dist, 'server'));
  fs.writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ metaData: { buildInfo: { buildVersion: version } } }));
  fs.writeFileSync(path.join(dist, 'server', 'mf-manifest.json'), '{}');
  fs.writeFileSync(path.join(dist, 'remoteEntry.js'), `// ${version}`);
  return dist;
}

test('a build is published into a folder named after its version, with both manifests addressed', () => {
  const origin = fs.mkdtempSync(path.join(os.tmpdir(), 'origin-'));
  const published = publishToFolder(fakeDist('1.0.0+abc'), origin, 'mf-events', 'https://cdn.example.org/remotes/');
  expect(published).toEqual({
    version: '1.0.0+abc',
    folder: '1.0.0_abc',
    manifestUrl: 'https://cdn.example.org/remotes/mf-events/1.0.0_abc/mf-manifest.json',
    serverManifestUrl: 'https://cdn.example.org/remotes/mf-events/1.0.0_abc/server/mf-manifest.json',
  });
  expect(fs.readFileSync(path.join(origin, 'mf-events', '1.0.0_abc', 'remoteEntry.js'), 'utf8')).toBe('// 1.0.0+abc');
});

test('a published version is never written again: its files are immutable', () => {
  const origin = fs.mkdtempSync(path.join(os.tmpdir(), 'origin-'));
  publishToFolder(fakeDist('1.0.0+abc'), origin, 'mf-events', 'https://cdn');
  const entry = path.join(origin, 'mf-events', '1.0.0_abc', 'remoteEntry.js');
  fs.writeFileSync(entry, 'as served');
  publishToFolder(fakeDist('1.0.0+abc'), origin, 'mf-events', 'https://cdn');
  expect(fs.readFileSync(entry, 'utf8')).toBe('as served');
});

test('pruning keeps the newest versions and any the registry still points at', () => {
  const origin = fs.mkdtempSync(path.join(os.tmpdir(), 'origin-'));
  const names = ['v1', 'v2', 'v3', 'v4'];
  names.forEach((name, index) => {
    const dir = path.join(origin, 'mf-shop', name);
    fs.mkdirSync(dir, { recursive: true });
    const at = new Date(Date.now() - (names.length - index) * 60_000);
    fs.utimesSync(dir, at, at);
  });
  expect(pruneVersions(origin, 'mf-shop', 2, new Set(['v1']))).toEqual(['v2']);
  expect(fs.readdirSync(path.join(origin, 'mf-shop')).sort()).toEqual(['v1', 'v3', 'v4']);
});
