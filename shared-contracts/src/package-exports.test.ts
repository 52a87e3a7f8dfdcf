import { createRequire } from 'node:module';
import path from 'node:path';

// Resolved as an app resolves it, from a workspace that depends on the package.
const fromAnApp = createRequire(path.join(__dirname, '../../mf-shop/package.json'));

describe('shared-contracts exports', () => {
  it('offers every contract module', () => {
    expect(fromAnApp.resolve('shared-contracts/email')).toBe(path.join(__dirname, 'email.ts'));
  });

  it('keeps its test files out of reach of the apps', () => {
    expect(() => fromAnApp.resolve('shared-contracts/email.test')).toThrow();
  });
});
