import { openPostgres } from '../db/postgres';
import type { Db } from '../db/types';

/** Held while a template is built or copied: every test process talks to the same server. */
const TEMPLATE_LOCK = 7240093;
/** Templates of other code versions are dropped after this long; a rebuild then costs one seed. */
const STALE_TEMPLATE_MS = 24 * 60 * 60 * 1000;

/** The same server and credentials as `url`, another database. */
export function databaseUrl(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/**
 * A database of its own for one test file, copied from a template database in the state `build` produces
 * (`CREATE DATABASE … TEMPLATE`, a file copy on the server, far cheaper than migrating and seeding). The template is
 * built once per key under a temporary name and renamed when complete; it then refuses connections, because
 * PostgreSQL copies a template only while nobody is connected to it. Closing the returned database drops it.
 */
export async function postgresFromTemplate(url: string, key: string, build: (db: Db) => Promise<void>): Promise<{ db: Db; url: string }> {
  const template = `site_tpl_${key}`;
  const name = `site_t_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = await openPostgres(url);
  try {
    await admin.exclusive(TEMPLATE_LOCK, async () => {
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
      if (found.length === 0) {
        await dropStaleTemplates(admin, template);
        await buildTemplate(admin, url, template, build);
      }
      await admin.exec(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    });
  } finally {
    await admin.close();
  }
  const scopedUrl = databaseUrl(url, name);
  const scoped = await openPostgres(scopedUrl);
  return {
    url: scopedUrl,
    db: {
      ...scoped,
      close: async () => {
        await scoped.close();
        const cleanup = await openPostgres(url);
        await cleanup.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => cleanup.close());
      },
    },
  };
}

async function buildTemplate(admin: Db, url: string, template: string, build: (db: Db) => Promise<void>): Promise<void> {
  const building = `${template}_build`;
  await admin.exec(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
  await admin.exec(`CREATE DATABASE ${building}`);
  const db = await openPostgres(databaseUrl(url, building));
  try {
    await build(db);
  } finally {
    await db.close();
  }
  await admin.exec(`ALTER DATABASE ${building} RENAME TO ${template}`);
  await admin.exec(`ALTER DATABASE ${template} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
  await admin.exec(`COMMENT ON DATABASE ${template} IS '${new Date().toISOString()}'`);
}

/** Templates accumulate with every change to the migrations or the seed; ones built over a day ago go. */
async function dropStaleTemplates(admin: Db, keep: string): Promise<void> {
  const rows = await admin.query<{ datname: string; built: string | null }>(
    "SELECT datname, shobj_description(oid, 'pg_database') AS built FROM pg_database WHERE datname LIKE 'site\\_tpl\\_%' AND datname <> $1",
    [keep],
  );
  for (const row of rows) {
    const builtAt = Date.parse(row.built ?? '');
    if (Number.isFinite(builtAt) && Date.now() - builtAt < STALE_TEMPLATE_MS) continue;
    await admin.exec(`ALTER DATABASE ${row.datname} WITH IS_TEMPLATE false`);
    await admin.exec(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
  }
}
