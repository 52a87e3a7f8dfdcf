/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const federationDebugOff: (source: string) => string = require('./federation-debug-off-loader.cjs');

describe('the federation debug switch in production builds', () => {
  it('answers "no debugging" without reading localStorage, in the SDK this repository installs', () => {
    // The copy webpack resolves for the apps: the workspace root's (no app installs one of its own).
    const envFile = path.join(__dirname, '../../node_modules/@module-federation/sdk/dist/env.js');
    const changed = federationDebugOff(fs.readFileSync(envFile, 'utf8'));
    const isDebugMode = changed.slice(changed.indexOf('function isDebugMode()'));
    expect(isDebugMode).toMatch(/^function isDebugMode\(\) \{[^}]*return false;\n\}/);
    expect(isDebugMode).not.toContain('isBrowserDebug()');
  });

  it('fails the build when the SDK no longer reads as expected', () => {
    expect(() => federationDebugOff('function isDebugMode() { return readSomewhereElse(); }')).toThrow(/not found in the federation SDK/);
  });
});
