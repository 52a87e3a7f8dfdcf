import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test } from 'node:test';
import { testDb } from '../testing/test-app';
import { MIGRATIONS_DIR, RENAMED_MIGRATIONS, migrate, migrationsComplete } from './migrate';

test('a database that recorded the old migration names keeps its schema and runs nothing twice', async () => {
  const db = await testDb();
  try {
    // Make the records look like a data folder from before the renumbering.
    for (const [oldName, newName] of Object.entries(RENAMED_MIGRATIONS)) {
      await db.query('UPDATE schema_migrations SET name = $1 WHERE name = $2', [oldName, newName]);
    }
    await db.query("INSERT INTO venues (slug_de, slug_en, name_de, name_en, street, zip, city, lat, lng) VALUES ('alt', 'old', 'Alt', 'Old', 'Weg 1', '1000', 'Ort', 0, 0)");
    assert.equal(await migrationsComplete(db), false);

    // Re-running 002_programme.sql would fail on CREATE TABLE venues; renaming the records instead applies nothing.
    assert.deepEqual(await migrate(db), []);
    const names = (await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name')).map((r) => r.name);
    assert.deepEqual(names, fs.readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql')).sort());
    assert.equal(await migrationsComplete(db), true);
    assert.equal((await db.query("SELECT 1 FROM venues WHERE slug_de = 'alt'")).length, 1);
  } finally {
    await db.close();
  }
});
