/**
 * Runs several test files in this one process, one after the other: `node --import tsx src/testing/test-group.ts
 * <file>…`. A process per file spent about four of its five seconds of start-up on loading the server's modules and
 * PGlite's WebAssembly, and the server has over a hundred test files; a group pays that once. Each file becomes a
 * suite of its own, so its `before` and `after` hooks stay around its own tests, and the environment it changes in
 * its hooks is put back when it ends, as it would be in a process of its own.
 */
import path from 'node:path';
import { after, before, describe } from 'node:test';

const SERVER = path.resolve(__dirname, '../..');

for (const file of process.argv.slice(2)) {
  describe(path.relative(SERVER, path.resolve(file)), () => {
    let environment: NodeJS.ProcessEnv = {};
    before(() => {
      environment = { ...process.env };
    });
    after(() => {
      for (const name of Object.keys(process.env)) if (!(name in environment)) delete process.env[name];
      Object.assign(process.env, environment);
    });
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a test file registers its tests as it loads
    require(path.resolve(file));
  });
}

// A file that leaves a socket or a timer behind would hold the whole group open after its last test; in a process of
// its own the same leak would have held only that file's process. Two seconds leave the reporter time to finish.
after(() => {
  setTimeout(() => process.exit(), 2_000).unref();
});
