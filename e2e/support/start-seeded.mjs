#!/usr/bin/env node
/** `scripts/start.mjs` on a copy of the run's seeded data folder (see `seeded-data.mjs`), when the run made one. */
import { copyOfTemplate } from './seeded-data.mjs';

if (!process.env.DATA_DIR) throw new Error('DATA_DIR names the folder to start in');
copyOfTemplate(process.env.DATA_DIR);
await import('../../scripts/start.mjs');
