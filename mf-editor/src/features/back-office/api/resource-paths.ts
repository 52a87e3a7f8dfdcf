import type { Locale } from 'shared-contracts/locales';
import { buildPath } from 'shared-contracts/routes';

/** The back office's API: `/{locale}/pageeditor-api/resources/{kind}/…`. */
export const resourceApi = (locale: Locale, kind?: string, id?: number | string, rest = '') =>
  `/${locale}/pageeditor-api/resources/${kind ? `${kind}/` : ''}${id !== undefined ? `${id}/` : ''}${rest}`;

/** The id segment of a new entry's form. */
export const NEW_ID = 'new';

/** Back-office screens: the hub, a kind's list, an entry's form. */
export const screenPath = (locale: Locale, kind?: string, id?: number | string) =>
  kind ? buildPath('cms-hub-resource', locale, { kind, id: id === undefined ? undefined : String(id) }) : buildPath('cms-hub', locale);
