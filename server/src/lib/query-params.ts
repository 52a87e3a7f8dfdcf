import { z } from 'zod';
import { isRealDay, parseUrlDate } from './berlin-time';

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** A numeric filter id from the query string (`room=3`); empty means none. */
export const queryId = z.preprocess(
  blankToUndefined,
  z
    .string()
    .regex(/^\d{1,9}$/, 'must be a numeric id')
    .transform(Number)
    .optional(),
);

/** A slug-like filter value (exhibition type). */
export const querySlug = z.preprocess(
  blankToUndefined,
  z
    .string()
    .regex(/^[a-z0-9-]{1,60}$/, 'must be a slug')
    .optional(),
);

/** DD-MM-YYYY that is a real date → YYYY-MM-DD. */
export const queryUrlDate = z.preprocess(
  blankToUndefined,
  z
    .string()
    .transform((v, ctx) => {
      const day = parseUrlDate(v);
      if (!day) ctx.addIssue({ code: 'custom', message: 'must be a real date as DD-MM-YYYY' });
      return day ?? '';
    })
    .optional(),
);

/** YYYY-MM-DD that is a real date (teaser positions). Also accepts DD-MM-YYYY like the events list. */
export const queryAnyDate = z.preprocess(
  blankToUndefined,
  z
    .string()
    .transform((v, ctx) => {
      const day = isRealDay(v) ? v : parseUrlDate(v);
      if (!day) ctx.addIssue({ code: 'custom', message: 'must be a real date as DD-MM-YYYY or YYYY-MM-DD' });
      return day ?? '';
    })
    .optional(),
);

export const queryPage = z.preprocess(
  blankToUndefined,
  z
    .string()
    .regex(/^\d{1,6}$/, 'must be a positive whole number')
    .transform(Number)
    .refine((n) => n >= 1, 'must be 1 or more')
    .default(1),
);

export const queryPageSize = (fallback: number, max = 100) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^\d{1,4}$/, 'must be a positive whole number')
      .transform(Number)
      .refine((n) => n >= 1 && n <= max, `must be between 1 and ${max}`)
      .default(fallback),
  );

/** A numeric id in a path (`/api/events/12/`); anything else is a 400 naming `id`. */
export const pathIdSchema = z.object({ id: z.string().regex(/^\d{1,9}$/, 'must be a numeric id').transform(Number) });

/** `lang` is consumed by localizedRoute; listed so strict schemas accept it. */
export const langParam = z.enum(['de', 'en']).optional();
