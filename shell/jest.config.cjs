const base = require('site-config/jest-preset')({ rootDir: __dirname, environment: 'jsdom' });
// react-router needs TextEncoder, which jsdom does not provide.
module.exports = {
  ...base,
  setupFiles: [...(base.setupFiles ?? []), '<rootDir>/jest.setup.cjs'],
  setupFilesAfterEnv: [...(base.setupFilesAfterEnv ?? []), '<rootDir>/src/testing/with-english.ts'],
};
