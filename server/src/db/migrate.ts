import fs from 'node:fs';
import path from 'node:path';
import type { Db, Queryable } from './types';

export const MIGRATIONS_DIR = path.join(__dirname, '../../migrations');

/**
 * Earlier names of migrations that were renumbered into one consecutive sequence. A database that recorded a
 * migration under its old name has that exact SQL applied already, so the record is renamed instead of the file
 * running twice. Keep entries here for as long as data folders from before the renumbering may still be started.
 */
export const RENAMED_MIGRATIONS: Readonly<Record<string, string>> = {
  '101_programme.sql': '002_programme.sql',
  '102_people_magazine.sql': '003_people_magazine.sql',
  '103_forms.sql': '004_forms.sql',
  '104_search.sql': '005_search.sql',
  '040_detail_parts.sql': '009_detail_parts.sql',
  '041_form_field_limits.sql': '010_form_field_limits.sql',
  '105_cart_client_address.sql': '011_cart_client_address.sql',
  '106_temp_files_on_disk.sql': '012_temp_files_on_disk.sql',
};

/**
 * Applies server/migrations/NNN_name.sql in name order, each once, each in its own transaction.
 * The app applies them itself (not a CLI) so PGlite and PostgreSQL get the same schema at start.
 * Several server processes may start at once against one PostgreSQL: an advisory lock lets one of them migrate
 * while the others wait, then find nothing left to do.
 */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  return db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query('SELECT pg_advisory_xact_lock(7240011)');
    await tx.query('CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
    await renameOldRecords(tx);
    const done = new Set((await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
    const applied: string[] = [];
    for (const file of migrationFiles(dir)) {
      if (done.has(file)) continue;
      const sql = fs.readFileSync(path.join(dir, file), 'utf8');
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      applied.push(file);
    }
    return applied;
  });
}

/** True when every migration file is recorded as applied (the readiness check asks this). */
export async function migrationsComplete(db: Queryable, dir = MIGRATIONS_DIR): Promise<boolean> {
  const rows = await db.query<{ name: string }>('SELECT name FROM schema_migrations');
  const done = new Set(rows.map((r) => r.name));
  return migrationFiles(dir).every((file) => done.has(file));
}

function migrationFiles(dir: string): string[] {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
}

async function renameOldRecords(tx: Queryable): Promise<void> {
  for (const [oldName, newName] of Object.entries(RENAMED_MIGRATIONS)) {
    await tx.query('UPDATE schema_migrations SET name = $2 WHERE name = $1 AND NOT EXISTS (SELECT 1 FROM schema_migrations WHERE name = $2)', [oldName, newName]);
  }
}

/** Splits on semicolons at line ends; migrations keep one statement per `;` line end (no $$ bodies with inner `;\n`). */
export function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*(?:\r?\n|$)/)
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean);
}
