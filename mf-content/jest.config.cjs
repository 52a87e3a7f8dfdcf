module.exports = require('site-config/jest-preset')({ rootDir: __dirname, environment: 'jsdom', slotResources: 'src/testing/resources.ts' });
