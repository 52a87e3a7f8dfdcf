#!/usr/bin/env node
/**
 * The shared contracts' exported surface (their declarations, as TypeScript emits them) against the surface recorded
 * with their version in `shared-contracts/contract-surface.json`. A change to what the contracts export must come
 * with a new CONTRACT_VERSION (a new major when a remote built before cannot follow it, a new minor for an addition),
 * since every remote's build carries that version and the registry refuses one whose major the shell does not speak.
 * Part of `npm run lint`; `node scripts/check-contract.mjs --record` records the surface once the version is raised.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const recordFile = path.join(root, 'shared-contracts', 'contract-surface.json');
const versionSource = fs.readFileSync(path.join(root, 'shared-contracts', 'src', 'remote-registry.ts'), 'utf8');
const version = /export const CONTRACT_VERSION = '([^']+)'/.exec(versionSource)?.[1];
if (!version) throw new Error('shared-contracts/src/remote-registry.ts: no CONTRACT_VERSION');

const out = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-surface-'));
const tsc = spawnSync(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', 'shared-contracts/tsconfig.json', '--noEmit', 'false', '--declaration', '--emitDeclarationOnly', '--rootDir', 'shared-contracts', '--outDir', out], { cwd: root, encoding: 'utf8' });
if (tsc.status !== 0) {
  console.error(tsc.stdout, tsc.stderr);
  process.exit(1);
}
function files(dir, rel = '') {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name), path.join(rel, e.name)) : e.name.endsWith('.d.ts') && !e.name.endsWith('.test.d.ts') ? [path.join(rel, e.name)] : [])).sort();
}
const hash = createHash('sha256');
// Only the package's own modules: tests and what they import are no part of what remotes compile against.
const base = fs.existsSync(path.join(out, 'src')) ? path.join(out, 'src') : out;
for (const file of files(base)) hash.update(`${file.split(path.sep).join('/')}\n${fs.readFileSync(path.join(base, file), 'utf8')}\n`);
fs.rmSync(out, { recursive: true, force: true });
const surface = hash.digest('hex');

const recorded = fs.existsSync(recordFile) ? JSON.parse(fs.readFileSync(recordFile, 'utf8')) : null;
if (process.argv.includes('--record')) {
  fs.writeFileSync(recordFile, `${JSON.stringify({ contractVersion: version, surface }, null, 2)}\n`);
  console.log(`contract: recorded surface of ${version}`);
} else if (!recorded) {
  console.error('contract: shared-contracts/contract-surface.json is missing; run node scripts/check-contract.mjs --record');
  process.exit(1);
} else if (recorded.surface !== surface) {
  if (recorded.contractVersion === version) {
    console.error(
      `contract: what shared-contracts exports changed, but CONTRACT_VERSION is still ${version}. Raise it in shared-contracts/src/remote-registry.ts ` +
        '(the major when a remote built before cannot follow the change, the minor for an addition), then run node scripts/check-contract.mjs --record.',
    );
  } else {
    console.error(`contract: CONTRACT_VERSION is ${version} now; record its surface with node scripts/check-contract.mjs --record.`);
  }
  process.exit(1);
} else if (recorded.contractVersion !== version) {
  console.error(`contract: CONTRACT_VERSION says ${version}, the recorded surface is ${recorded.contractVersion}'s and unchanged; record it again or leave the version.`);
  process.exit(1);
} else {
  console.log(`contract: shared-contracts ${version}, surface unchanged`);
}
