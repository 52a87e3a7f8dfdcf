import type { Db } from '../../db/types';
import { installDemoVideo } from './seed-demo-video';
import { seedDetailParts } from './seed-detail-parts';
import { seedFormLimits } from './seed-form-limits';

/**
 * A data folder seeded before the detail parts, form limits and demo video existed gets them on the next start, once:
 * only while those tables are still empty, so nothing an editor changed is touched.
 */
export async function upgradeDemoContent(db: Db): Promise<void> {
  installDemoVideo();
  const [{ parts, limits, events }] = await db.query<{ parts: number; limits: number; events: number }>(
    `SELECT (SELECT count(*)::int FROM detail_partners) AS parts, (SELECT count(*)::int FROM form_field_limits) AS limits,
            (SELECT count(*)::int FROM events) AS events`,
  );
  if (events === 0) return;
  await db.transaction(async (tx) => {
    if (parts === 0) await seedDetailParts(tx);
    if (limits === 0) await seedFormLimits(tx);
  });
}
