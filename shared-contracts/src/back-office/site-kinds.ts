import { z } from 'shared-contracts/zod';
import type { ResourceDescriptor } from 'shared-contracts/back-office/descriptor';
import { bi, text } from 'shared-contracts/back-office/fields';

const sitePath = (what: string) =>
  z
    .string()
    .trim()
    .min(1, 'required')
    .max(500)
    .regex(/^\/[^\s?#]*$/, `${what} must be a path on this site starting with / (no query, no spaces)`);

export const redirectSchema = z.object({
  locale: z.enum(['de', 'en'], { error: 'must be de or en' }),
  old_path: sitePath('the old address'),
  new_path: sitePath('the new address'),
});

/** Old address → new address (301). The server refuses one that points at itself or would close a loop. */
export const redirects: ResourceDescriptor<typeof redirectSchema> = {
  kind: 'redirects',
  label: bi('Weiterleitungen', 'Redirects'),
  singular: bi('Weiterleitung', 'Redirect'),
  group: 'site',
  schema: redirectSchema,
  fields: {
    locale: {
      label: bi('Sprache', 'Language'),
      widget: { type: 'choice', values: [{ value: 'de', label: bi('Deutsch', 'German') }, { value: 'en', label: bi('Englisch', 'English') }] },
      list: true,
      filter: true,
    },
    old_path: text('Alte Adresse', 'Old address', { list: true, search: true, help: bi('z. B. /de/alte-seite', 'e.g. /en/old-page') }),
    new_path: text('Neue Adresse', 'New address', { list: true, search: true }),
  },
  titleField: 'old_path',
  defaultSort: 'old_path',
  roles: { read: ['editor'], write: ['editor'] },
  deletable: true,
};
