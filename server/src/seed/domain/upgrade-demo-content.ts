import type { Db } from '../../db/types';
import { SALE_TYPES } from './event-plan';
import { installDemoVideo } from './seed-demo-video';
import { seedDetailParts } from './seed-detail-parts';
import { seedFormLimits } from './seed-form-limits';

const DISCOUNT_SALE_TYPES = Object.entries(SALE_TYPES).filter(([, type]) => type.discount).map(([id]) => Number(id));

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
    // Early demo data marked the full price as "Ermäßigung"; prices nobody edited since get the sale type's mark.
    await tx.query(
      `UPDATE prices SET has_discounts = (sale_type_id IN (${DISCOUNT_SALE_TYPES.join(', ')}))
        WHERE version = 1 AND has_discounts <> (sale_type_id IN (${DISCOUNT_SALE_TYPES.join(', ')}))`,
    );
  });
}
