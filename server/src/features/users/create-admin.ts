import { readServerEnv } from '../../lib/server-env';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { migrate } from '../../db/migrate';
import { openDatabase } from '../../db/open';
import { HttpError } from '../../http/errors';
import { stopPasswordWorker } from '../../lib/passwords/password-hash';
import { assertStaffPassword } from '../../lib/passwords/password-policy';
import { STAFF_PASSWORD_MIN_LENGTH } from 'shared-contracts/back-office/users';
import { upsertStaffAccount } from './staff-accounts';

/**
 * `npm run create-admin -w server -- <username>`: the first admin of a real deployment (DEMO_DATA=0), on the same
 * DATA_DIR or DATABASE_URL the server uses. The password comes from ADMIN_PASSWORD or is asked for; it is never
 * printed.
 */
async function readPassword(): Promise<string> {
  const given = readServerEnv().ADMIN_PASSWORD;
  if (given) return given;
  if (!process.stdin.isTTY) throw new Error('set ADMIN_PASSWORD or run this in a terminal to be asked for the password');
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  // Typed characters are not echoed: the prompt is written once, then output is muted until Enter.
  const out = rl as unknown as { _writeToOutput: (s: string) => void };
  process.stdout.write(`Password (at least ${STAFF_PASSWORD_MIN_LENGTH} characters, not a common one): `);
  out._writeToOutput = () => undefined;
  const answer = await new Promise<string>((resolve) => rl.question('', resolve));
  rl.close();
  process.stdout.write('\n');
  return answer;
}

async function main(): Promise<void> {
  const username = process.argv[2];
  if (!username) throw new Error('usage: npm run create-admin -w server -- <username>   (password from ADMIN_PASSWORD or asked for)');
  const repoRoot = path.resolve(__dirname, '../../../..');
  const env = readServerEnv();
  const dataDir = path.resolve(repoRoot, env.DATA_DIR);
  const password = await readPassword();
  // Refused before the database is opened: a weak password never gets as far as a migration.
  assertStaffPassword(password, { username });
  const { db, close } = await openDatabase({ dataDir, databaseUrl: env.DATABASE_URL, log: () => undefined });
  try {
    await migrate(db);
    const created = await upsertStaffAccount(db, { username, password, role: 'admin' });
    console.log(created ? `admin "${username}" created` : `"${username}" is an admin now; the password was replaced`);
  } finally {
    await close();
    await stopPasswordWorker();
  }
}

main().catch((error) => {
  console.error(error instanceof HttpError ? `create-admin: ${error.message}` : `create-admin: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
