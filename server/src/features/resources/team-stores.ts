import type { z } from 'zod';
import type { personCategorySchema, personSchema } from 'shared-contracts/back-office/team';
import { badRequest } from '../../http/errors';
import { slugify } from '../../lib/slugify';
import { visibleToVisitors } from './after-write';
import type { ResourceStore } from './resource-store';
import { tableStore } from './table-store';

type PersonCategory = z.infer<typeof personCategorySchema>;
type Person = z.infer<typeof personSchema>;

export const personCategoryStore: ResourceStore<PersonCategory> = {
  ...tableStore<PersonCategory>({ table: 'person_categories', columns: ['name_de', 'name_en', 'slug', 'sort'], search: ['name_de', 'name_en'] }),
  check: async (_tx, data) => ({ ...data, slug: data.slug || slugify(data.name_de) || 'team' }),
  afterWrite: visibleToVisitors({ search: null }),
};

export const personStore: ResourceStore<Person> = {
  ...tableStore<Person>({
    table: 'persons',
    columns: ['first_name', 'last_name', 'slug', 'role_de', 'role_en', 'bio_de', 'bio_en', 'category_id', 'sort'],
    search: ['first_name', 'last_name', 'role_de', 'role_en'],
    image: 'image',
  }),
  async check(tx, data) {
    const [category] = await tx.query('SELECT 1 FROM person_categories WHERE id = $1', [data.category_id]);
    if (!category) throw badRequest('category_id', 'names an entry that does not exist');
    return { ...data, slug: data.slug || slugify(`${data.first_name} ${data.last_name}`) || 'person' };
  },
  // Persons are searchable: the index follows at once.
  afterWrite: visibleToVisitors({ search: 'person' }),
};
