import type { Queryable } from '../../../db/types';

/**
 * The next invoice number of `year` (2026-0001, 2026-0002, …). The counter row is updated in the caller's
 * transaction: a second transaction asking for a number waits until the first commits or rolls back, so numbers are
 * never given twice, and one rolled back takes its number with it, so none is skipped.
 */
export async function nextInvoiceNumber(tx: Queryable, year: number): Promise<{ number: string; seq: number }> {
  const [row] = await tx.query<{ last_number: number }>(
    `INSERT INTO invoice_counters (year, last_number) VALUES ($1, 1)
     ON CONFLICT (year) DO UPDATE SET last_number = invoice_counters.last_number + 1 RETURNING last_number`,
    [year],
  );
  return { number: `${year}-${String(row.last_number).padStart(4, '0')}`, seq: row.last_number };
}
