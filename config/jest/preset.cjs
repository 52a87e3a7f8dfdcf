/**
 * One jest setup for every workspace: swc transforms TypeScript (no ts-jest, no babel),
 * CSS Modules map to their class names, and the DOM environment gets jest-dom matchers.
 */
const path = require('node:path');

// ESM-only packages that jest must transform.
const esmPackages = ['i18next', 'react-i18next', 'swiper', 'single-spa', 'single-spa-react', '@module-federation', 'date-fns', 'date-fns-tz', '@tiptap', 'ssr-window', 'dom7'];

/**
 * @param {{ rootDir: string, environment?: 'jsdom' | 'node', slotResources?: string, testMatch?: string[] }} options
 * `slotResources`: the module (relative to rootDir) whose `resources` export `site-config/jest/render-slot` translates with.
 */
module.exports = function jestPreset({ rootDir, environment = 'jsdom', slotResources, testMatch = ['<rootDir>/src/**/*.test.{ts,tsx}'] }) {
  return {
    rootDir,
    displayName: path.basename(rootDir),
    testEnvironment: environment,
    testMatch,
    ...(slotResources ? { globals: { __SLOT_RESOURCES__: path.join(rootDir, slotResources) } } : {}),
    // The remote-kit and the slot test helper live in config/ but use the app's own i18next and react-i18next.
    moduleDirectories: ['node_modules', path.join(rootDir, 'node_modules')],
    transform: {
      '^.+\\.(t|j|mj|cj)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
    // Package style entries without a .css suffix (swiper/css, swiper/css/navigation) are stylesheets too.
    moduleNameMapper: {
      '\\.module\\.css$': require.resolve('identity-obj-proxy'),
      '\\.css$': require.resolve('./empty-module.cjs'),
      '^swiper/css(/.*)?$': require.resolve('./empty-module.cjs'),
    },
    setupFilesAfterEnv: environment === 'jsdom' ? [require.resolve('./setup-dom.cjs')] : [],
  };
};
