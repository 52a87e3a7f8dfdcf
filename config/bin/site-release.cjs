#!/usr/bin/env node
// The release script is TypeScript; tsx compiles it in-process, as for the webpack configs.
require('tsx/cjs/api').register();
require('../release/release.ts').release(process.argv.slice(2)).catch((error) => {
  console.error(`release: ${error.message}`);
  process.exit(1);
});
