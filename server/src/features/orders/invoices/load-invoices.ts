import type { InvoiceSummary } from 'shared-contracts/orders';
import type { Queryable } from '../../../db/types';
import { berlinIso } from '../../../lib/berlin-time';
import type { InvoiceContent } from './invoice-content';

/** Invoice numbers as they appear in addresses: year, dash, four or more digits. */
export const INVOICE_NUMBER_PATTERN = /^\d{4}-\d{4,6}$/;

/** The order's invoices in the order they were issued; `urlOf` says where each one downloads (buyer or staff). */
export async function loadInvoices(db: Queryable, orderId: number, urlOf: (number: string) => string): Promise<InvoiceSummary[]> {
  const rows = await db.query<{ number: string; kind: 'invoice' | 'cancellation'; cancels: string | null; issued_at: Date | string; total: string }>(
    `SELECT i.number, i.kind, c.number AS cancels, i.issued_at, i.content->'total'->>'gross' AS total
       FROM invoices i LEFT JOIN invoices c ON c.id = i.cancels_id WHERE i.order_id = $1 ORDER BY i.year, i.seq`,
    [orderId],
  );
  return rows.map((r) => ({ number: r.number, kind: r.kind, cancels: r.cancels, issued_at: berlinIso(new Date(r.issued_at)), total: r.total, url: urlOf(r.number) }));
}

export async function invoiceContent(db: Queryable, orderId: number, number: string): Promise<InvoiceContent | null> {
  const [row] = await db.query<{ content: InvoiceContent | string }>('SELECT content FROM invoices WHERE order_id = $1 AND number = $2', [orderId, number]);
  if (!row) return null;
  return typeof row.content === 'string' ? (JSON.parse(row.content) as InvoiceContent) : row.content;
}
