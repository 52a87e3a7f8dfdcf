/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { contentHash, stampBuild } from './stamp-version';

function fakeApp(chunk: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stamp-'));
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'mf-x', version: '2.3.4' }));
  fs.mkdirSync(path.join(dir, 'dist', 'server'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'dist', 'remoteEntry.js'), 'entry');
  fs.writeFileSync(path.join(dir, 'dist', '123.abc.js'), chunk);
  fs.writeFileSync(path.join(dir, 'dist', 'server', 'remoteEntry.js'), 'node entry');
  const manifest = { id: 'mf_x', name: 'mf_x', metaData: { name: 'mf_x', buildInfo: { buildVersion: '2.3.4', buildName: 'mf-x' } } };
  fs.writeFileSync(path.join(dir, 'dist', 'mf-manifest.json'), JSON.stringify(manifest));
  // The build compresses the manifest before it is stamped.
  fs.writeFileSync(path.join(dir, 'dist', 'mf-manifest.json.gz'), zlib.gzipSync(JSON.stringify(manifest)));
  fs.writeFileSync(path.join(dir, 'dist', 'mf-manifest.json.br'), zlib.brotliCompressSync(JSON.stringify(manifest)));
  fs.writeFileSync(path.join(dir, 'dist', 'server', 'mf-manifest.json'), JSON.stringify(manifest));
  return dir;
}

const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as { metaData: { buildInfo: Record<string, string> } };

test('both manifests carry the package version with the content hash, and the contract version', () => {
  const dir = fakeApp('chunk one');
  const stamp = stampBuild(dir, '1.2.0');
  expect(stamp?.buildVersion).toMatch(/^2\.3\.4\+[0-9a-f]{10}$/);
  for (const file of ['dist/mf-manifest.json', 'dist/server/mf-manifest.json']) {
    const info = read(path.join(dir, file)).metaData.buildInfo;
    expect(info).toEqual({ buildVersion: stamp!.buildVersion, buildName: 'mf-x', contractVersion: '1.2.0' });
  }
  // Its compressed copies say the same: browsers that accept them get those.
  const gz = JSON.parse(zlib.gunzipSync(fs.readFileSync(path.join(dir, 'dist/mf-manifest.json.gz'))).toString()) as { metaData: { buildInfo: Record<string, string> } };
  const br = JSON.parse(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, 'dist/mf-manifest.json.br'))).toString()) as { metaData: { buildInfo: Record<string, string> } };
  expect(gz.metaData.buildInfo.buildVersion).toBe(stamp!.buildVersion);
  expect(br.metaData.buildInfo.buildVersion).toBe(stamp!.buildVersion);
});

test('the same files give the same version; one changed chunk gives another', () => {
  const a = fakeApp('chunk one');
  const b = fakeApp('chunk one');
  const c = fakeApp('chunk two');
  expect(contentHash(path.join(a, 'dist'))).toBe(contentHash(path.join(b, 'dist')));
  expect(contentHash(path.join(a, 'dist'))).not.toBe(contentHash(path.join(c, 'dist')));
  // Stamping writes only the manifests, which the hash leaves out: stamping twice gives the same version.
  expect(stampBuild(a, '1.0.0')?.buildVersion).toBe(stampBuild(a, '1.0.0')?.buildVersion);
});

test('an app without a build is not stamped', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stamp-'));
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ version: '1.0.0' }));
  expect(stampBuild(dir, '1.0.0')).toBeNull();
});
