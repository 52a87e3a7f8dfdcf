// The remote-kit's own rules (cookies, http, query client), the build's own loaders and the release steps are tested here; slot mounting is tested through the apps.
module.exports = require('./jest/preset.cjs')({ rootDir: __dirname, environment: 'jsdom', testMatch: ['<rootDir>/remote-kit/**/*.test.{ts,tsx}', '<rootDir>/webpack/**/*.test.ts', '<rootDir>/release/**/*.test.ts'] });
