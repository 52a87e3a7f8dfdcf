import type { Clock } from '../../context';
import type { Db } from '../../db/types';
import { reindexSearch } from '../../lib/search-index';
import { seedForms, seedMagazine, seedSiteExtras, seedTeam } from './seed-content';
import { seedProgramme } from './seed-programme';

/**
 * The programme, team, magazine and forms demo content in one transaction (all or nothing), then the search index.
 * Called by seedDemoContent after the site seed, so CMS pages are already there for the index.
 */
export async function seedDomainContent(db: Db, clock: Clock): Promise<void> {
  await db.transaction(async (tx) => {
    await seedProgramme(tx, clock);
    await seedMagazine(tx, clock);
    await seedTeam(tx);
    await seedForms(tx);
    await seedSiteExtras(tx, clock);
  });
  await reindexSearch(db);
}
