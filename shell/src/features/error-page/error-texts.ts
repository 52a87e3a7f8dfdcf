import type { TFunction } from 'i18next';

/** The error page's headline for a status (texts in docs/product.md). */
export function errorHeadline(t: TFunction, status: number, variant: 'default' | 'unmatched' = 'default', message?: string): string {
  if (status === 404) return variant === 'unmatched' ? t('error.unmatched') : t('error.notFound');
  if (status === 503) return t('error.offline');
  if (message && /^Unknown middleware /.test(message)) return message;
  return t('error.unknown', { status });
}
