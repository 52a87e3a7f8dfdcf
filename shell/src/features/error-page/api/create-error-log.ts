import { api } from 'shared-contracts/api-paths';
import type { Locale } from 'shared-contracts/locales';
import { sendJson } from 'site-config/remote-kit/http';

/** A shown 404 is reported with its url; reporting must never break the error page. */
export async function createErrorLog(locale: Locale, url: string): Promise<void> {
  try {
    await sendJson('POST', api.errorLog(locale), { url });
  } catch (error) {
    console.warn('[shell] error log failed', error);
  }
}
