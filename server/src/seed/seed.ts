import type { Clock } from '../context';
import type { Db } from '../db/types';
import { seedSite } from './site/seed-site';
import { seedDomainContent } from './domain/seed-domain';
import { upgradeDemoContent } from './domain/upgrade-demo-content';

/**
 * Seeds the demo content into an empty database, once: a second call finds the marker and does nothing.
 * Each area seeds its own tables (server-core: site, pages, nav, users; server-domain: programme, magazine, forms…).
 */
export async function seedDemoContent(db: Db, clock: Clock): Promise<boolean> {
  await db.exec('CREATE TABLE IF NOT EXISTS seed_state (id int PRIMARY KEY, seeded_at timestamptz NOT NULL)');
  // Days the demo dates have been moved forward since seeding (keepDemoDatesCurrent in demo-dates.ts).
  await db.exec('ALTER TABLE seed_state ADD COLUMN IF NOT EXISTS shift_days int NOT NULL DEFAULT 0');
  const done = await db.query('SELECT 1 FROM seed_state WHERE id = 1');
  if (done.length > 0) {
    await upgradeDemoContent(db);
    return false;
  }
  // ---- seeders (server-core) ----
  await db.transaction((tx) => seedSite(tx, clock));
  // ---- seeders (server-domain) ----
  await seedDomainContent(db, clock);
  // The injected clock, not the database's now(): the dates above were computed from it.
  await db.query('INSERT INTO seed_state (id, seeded_at) VALUES (1, $1)', [clock.now().toISOString()]);
  return true;
}
