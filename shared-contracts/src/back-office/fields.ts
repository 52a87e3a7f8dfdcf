import { z } from 'shared-contracts/zod';
import type { Bilingual, FieldSpec } from 'shared-contracts/back-office/descriptor';

/** Building blocks the kinds share, so every kind says "required text" the same way. */
export const requiredText = (max = 300) => z.string().trim().min(1, 'required').max(max, `at most ${max} characters`);
export const optionalText = (max = 20_000) => z.string().max(max, `at most ${max} characters`).default('');
/** Empty means "made from the title" (the server fills it). */
export const slugText = () =>
  z
    .string()
    .trim()
    .max(200)
    .regex(/^([a-z0-9]+(-[a-z0-9]+)*)?$/, 'only a-z, 0-9 and single hyphens')
    .default('');
export const isoDate = () => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)');
export const entryId = () => z.number({ error: 'required' }).int().positive('required');
/**
 * An image of the media library by its url, '' for none. The server derives the renditions from the file and refuses
 * a url that is not one of the library's images.
 */
export const imageUrl = () =>
  z
    .string()
    .trim()
    .max(500, 'at most 500 characters')
    .regex(/^(\/media\/[A-Za-z0-9][A-Za-z0-9._-]*)?$/, 'must be an image of the media library')
    .default('');
export const sortNumber = () => z.number().int().min(-100_000).max(100_000).default(0);

export const bi = (de: string, en: string): Bilingual => ({ de, en });
export const text = (de: string, en: string, more: Partial<FieldSpec> = {}): FieldSpec => ({ label: bi(de, en), widget: { type: 'text' }, ...more });
export const image = (de: string, en: string, more: Partial<FieldSpec> = {}): FieldSpec => ({ label: bi(de, en), widget: { type: 'image' }, ...more });
