import { useEffect } from 'react';
import { PRODUCT_NAME } from 'shared-contracts/locales';

/** The server's format for the first load (server/src/features/document/head.ts): `{title} | {product}`. */
export function formatDocumentTitle(title: string): string {
  return title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/** Sets document.title after client-side navigation; `null` leaves the current title (e.g. while a page loads). */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title !== null) document.title = formatDocumentTitle(title);
  }, [title]);
}
