import type { Queryable } from '../../../db/types';
import { invoiceContent } from './load-invoices';
import { renderInvoicePdf } from './invoice-pdf';
import { invoiceText } from './invoice-texts';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** The order's invoices as mail attachments (`numbers`: only those), each named in the order's language. */
export async function invoiceAttachments(db: Queryable, orderId: number, numbers?: string[]): Promise<MailAttachment[]> {
  const rows = await db.query<{ number: string }>('SELECT number FROM invoices WHERE order_id = $1 ORDER BY year, seq', [orderId]);
  const wanted = rows.filter((r) => !numbers || numbers.includes(r.number));
  const out: MailAttachment[] = [];
  for (const { number } of wanted) {
    const content = (await invoiceContent(db, orderId, number))!;
    out.push({ filename: invoiceText(content.locale, 'fileName', { number }), content: await renderInvoicePdf(content), contentType: 'application/pdf' });
  }
  return out;
}
