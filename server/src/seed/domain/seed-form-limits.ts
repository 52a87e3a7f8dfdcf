import type { Queryable } from '../../db/types';

/** Limits of the demo forms' number fields: a group tour takes 10 to 30 people (as its help text says). */
const LIMITS = [{ form: 'gruppenfuehrung-anfragen', field: 'participants', min: 10, max: 30 }];

export async function seedFormLimits(db: Queryable): Promise<void> {
  for (const limit of LIMITS) {
    await db.query(
      `INSERT INTO form_field_limits (field_id, min_value, max_value)
       SELECT f.id, $3, $4 FROM form_fields f JOIN forms ON forms.id = f.form_id WHERE forms.slug_de = $1 AND f.slug = $2
       ON CONFLICT (field_id) DO UPDATE SET min_value = EXCLUDED.min_value, max_value = EXCLUDED.max_value`,
      [limit.form, limit.field, limit.min, limit.max],
    );
  }
}
