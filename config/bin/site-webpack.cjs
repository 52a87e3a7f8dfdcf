#!/usr/bin/env node
// Webpack configs are TypeScript; tsx compiles them in-process so no app needs ts-node or a prebuild step.
require('tsx/cjs/api').register();
require('../webpack/cli.ts');
