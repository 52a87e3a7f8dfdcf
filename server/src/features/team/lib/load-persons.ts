import type { Person } from 'shared-contracts/entities';
import type { Locale } from 'shared-contracts/locales';
import { buildPath } from 'shared-contracts/routes';
import type { Queryable } from '../../../db/types';
import { loc } from '../../../lib/localized-columns';
import { withLibraryTexts } from '../../../lib/library-texts';

interface PersonRow extends Omit<Person, 'category' | 'urls'> {
  category_id: number;
  category_name: string;
  category_slug: string;
}

/** Team members, optionally of one category or one id, in the team page's order. */
export async function loadPersons(db: Queryable, locale: Locale, filter: { category?: number; id?: number } = {}): Promise<Person[]> {
  const params: number[] = [];
  const where: string[] = [];
  if (filter.category !== undefined) where.push(`p.category_id = $${params.push(filter.category)}`);
  if (filter.id !== undefined) where.push(`p.id = $${params.push(filter.id)}`);
  const rows = await db.query<PersonRow>(
    `SELECT p.id, p.slug, p.first_name, p.last_name, p.${loc('role', locale)} AS role, p.${loc('bio', locale)} AS bio, p.image_obj,
            c.id AS category_id, c.${loc('name', locale)} AS category_name, c.slug AS category_slug
       FROM persons p JOIN person_categories c ON c.id = p.category_id
       ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY c.sort, p.sort, p.id`,
    params,
  );
  return withLibraryTexts(db, rows.map(({ category_id, category_name, category_slug, ...p }) => ({
    ...p,
    category: { id: category_id, name: category_name, slug: category_slug },
    urls: {
      de: buildPath('team-slug-id', 'de', { slug: p.slug, id: String(p.id) }),
      en: buildPath('team-slug-id', 'en', { slug: p.slug, id: String(p.id) }),
    },
  })), locale);
}
