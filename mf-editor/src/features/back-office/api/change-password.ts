import type { Locale } from 'shared-contracts/locales';
import { sendJson } from 'site-config/remote-kit/http';

/** Every staff user changes their own password (and so replaces a one-time password an admin gave them). */
export const changeOwnPassword = (locale: Locale, currentPassword: string, newPassword: string) =>
  sendJson<void>('POST', `/${locale}/pageeditor-api/password/`, { current_password: currentPassword, new_password: newPassword });
