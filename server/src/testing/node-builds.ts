import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

/** The repository, where every app's dist lives. */
const REPO_ROOT = path.resolve(__dirname, '../../..');

/**
 * Fails the test file at once, with what to do, when an app's Node build (the container the server renders with) is
 * missing: otherwise every rendered page would quietly go out for the browser to render and the assertions would
 * fail far from the cause.
 */
export function assertNodeBuild(app: 'shell' | 'mf-content' | 'mf-events'): void {
  assert.ok(fs.existsSync(path.join(REPO_ROOT, app, 'dist', 'server', 'mf-manifest.json')), `${app}'s Node build is missing: run \`npm run build\` first`);
}
