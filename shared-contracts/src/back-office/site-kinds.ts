import { z } from 'shared-contracts/zod';
import type { ResourceDescriptor } from 'shared-contracts/back-office/descriptor';
import { bi, requiredText, sortNumber, text } from 'shared-contracts/back-office/fields';

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
  // Whether it stays on this site is the server's rule, worded in the editor's language (it is what keeps a 301 off
  // other hosts).
  new_path: z.string().trim().min(1, 'required').max(500),
});

/**
 * Old address → new address (301). The server refuses a new address that leaves the site (only paths such as
 * /de/ausstellung), one that points at itself and one that would close a loop.
 */
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

const linkText = () =>
  z
    .string()
    .trim()
    .max(500)
    .regex(/^((https?:\/\/|\/)\S*)?$/, 'must be a path on this site (/…) or an http(s) address')
    .default('');
const moment = () => z.iso.datetime({ offset: true, error: 'must be a date and time' }).nullable().default(null);

export const breakingNewsSchema = z.object({
    title_de: requiredText(200),
    title_en: requiredText(200),
    text_de: requiredText(1000),
    text_en: requiredText(1000),
    link_url_de: linkText(),
    link_url_en: linkText(),
    link_title_de: z.string().trim().max(200).default(''),
    link_title_en: z.string().trim().max(200).default(''),
    is_active: z.boolean().default(true),
    show_from: moment(),
    show_until: moment(),
    sort: sortNumber(),
  });

/** The top alert ("breaking news"): shown while active and within its schedule; the first one shows. */
export const breakingNews: ResourceDescriptor<typeof breakingNewsSchema> = {
  kind: 'breaking-news',
  label: bi('Aktuelle Meldungen', 'Top alerts'),
  singular: bi('Meldung', 'Alert'),
  group: 'site',
  schema: breakingNewsSchema,
  fields: {
    title_de: text('Titel (deutsch)', 'Title (German)', { list: true, search: true }),
    title_en: text('Titel (englisch)', 'Title (English)', { search: true }),
    text_de: { label: bi('Text (deutsch)', 'Text (German)'), widget: { type: 'textarea' }, search: true },
    text_en: { label: bi('Text (englisch)', 'Text (English)'), widget: { type: 'textarea' } },
    link_url_de: text('Link (deutsch)', 'Link (German)', { help: bi('z. B. /de/veranstaltungen', 'e.g. /en/events') }),
    link_url_en: text('Link (englisch)', 'Link (English)'),
    link_title_de: text('Linktext (deutsch)', 'Link text (German)'),
    link_title_en: text('Linktext (englisch)', 'Link text (English)'),
    is_active: { label: bi('Aktiv', 'Active'), widget: { type: 'checkbox' }, list: true },
    show_from: { label: bi('Anzeigen ab', 'Show from'), widget: { type: 'datetime' }, list: true, help: bi('Leer: sofort (Berliner Zeit)', 'Empty: now (Berlin time)') },
    show_until: { label: bi('Anzeigen bis', 'Show until'), widget: { type: 'datetime' }, list: true, help: bi('Leer: ohne Ende', 'Empty: no end') },
    sort: { label: bi('Reihenfolge', 'Order'), widget: { type: 'number' } },
  },
  titleField: 'title_de',
  defaultSort: 'sort',
  roles: { read: ['editor'], write: ['editor'] },
  deletable: true,
};
