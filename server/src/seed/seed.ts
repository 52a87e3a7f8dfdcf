import type { Clock } from '../context';
import type { Db } from '../db/types';
import { seedSite } from './site/seed-site';
import { seedDomainContent } from './domain/seed-domain';
import { seedDemoAccounts } from './site/demo-accounts';
import { upgradeDemoContent } from './domain/upgrade-demo-content';

/**
 * Seeds the demo content into an empty database, once: a second call finds the marker (table `seed_state`, created by
 * a migration) and does nothing. The site seed fills settings, pages, navigation and users; the domain seed the
 * programme, magazine, team, forms and search index.
 */
export async function seedDemoContent(db: Db, clock: Clock): Promise<boolean> {
  const done = await db.query('SELECT 1 FROM seed_state WHERE id = 1');
  if (done.length > 0) {
    // Databases seeded before the detail-page parts existed get them once, on the next start.
    await upgradeDemoContent(db);
    await seedDemoAccounts(db);
    return false;
  }
  await db.transaction((tx) => seedSite(tx, clock));
  await seedDomainContent(db, clock);
  // The injected clock, not the database's now(): the dates above were computed from it.
  await db.query('INSERT INTO seed_state (id, seeded_at) VALUES (1, $1)', [clock.now().toISOString()]);
  return true;
}
