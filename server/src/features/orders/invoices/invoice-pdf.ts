import PDFDocument from 'pdfkit';
import { formatDate } from 'shared-contracts/berlin-time';
import { PRODUCT_NAME } from 'shared-contracts/locales';
import type { InvoiceContent } from './invoice-content';
import { invoiceText } from './invoice-texts';

// formatPrice drops ",00" for prices on the ticket; an invoice shows every amount with its cents.
const money = (amount: string, locale: InvoiceContent['locale']) => {
  const text = Number(amount).toFixed(2);
  return `${locale === 'de' ? text.replace('.', ',') : text}\u00a0€`;
};
const rate = (value: string, locale: InvoiceContent['locale']) => {
  const text = String(Number(value));
  return locale === 'de' ? text.replace('.', ',') : text;
};

/** An invoice or cancellation invoice as an A4 PDF, drawn from what it said when it was issued. */
export function renderInvoicePdf(invoice: InvoiceContent): Promise<Buffer> {
  const l = invoice.locale;
  const title = invoiceText(l, invoice.kind === 'invoice' ? 'invoice' : 'cancellation');
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: `${title} ${invoice.number}`, Author: invoice.issuer.name || PRODUCT_NAME } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc.font('Helvetica-Bold').fontSize(12).fillColor('#111111').text(invoice.issuer.name);
  doc.font('Helvetica').fontSize(9).fillColor('#444444').text(invoice.issuer.address);
  doc.moveDown(2).font('Helvetica').fontSize(8).fillColor('#666666').text(invoiceText(l, 'recipient').toUpperCase());
  doc.font('Helvetica').fontSize(11).fillColor('#111111').text(invoice.buyer.name).text(invoice.buyer.email);

  doc.moveDown(2).font('Helvetica-Bold').fontSize(20).text(`${title} ${invoice.number}`);
  doc.moveDown(0.4).font('Helvetica').fontSize(10);
  doc.text(`${invoiceText(l, 'number')}: ${invoice.number}`);
  doc.text(`${invoiceText(l, 'date')}: ${formatDate(invoice.issued_at, l)}`);
  doc.text(`${invoiceText(l, 'order')}: ${invoice.order_code}`);
  if (invoice.cancels) doc.font('Helvetica-Bold').text(invoiceText(l, 'cancels', { number: invoice.cancels })).font('Helvetica');

  // Columns: item, quantity, unit price, VAT rate, amount.
  const cols = [width * 0.5, width * 0.1, width * 0.15, width * 0.09, width * 0.16];
  const xs = cols.map((_, i) => left + cols.slice(0, i).reduce((a, b) => a + b, 0));
  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    const heights = cells.map((cell, i) => doc.heightOfString(cell, { width: cols[i] - 6 }));
    cells.forEach((cell, i) => doc.text(cell, xs[i], y, { width: cols[i] - 6, align: i === 0 ? 'left' : 'right' }));
    doc.x = left;
    doc.y = y + Math.max(...heights) + 6;
  };
  doc.moveDown(1.5);
  row([invoiceText(l, 'item'), invoiceText(l, 'quantity'), invoiceText(l, 'unit'), invoiceText(l, 'vatRate'), invoiceText(l, 'amount')], true);
  doc.moveTo(left, doc.y - 3).lineTo(left + width, doc.y - 3).strokeColor('#999999').stroke();
  for (const line of invoice.lines) {
    row([`${line.description}\n${line.price_name} (${line.tickets.join(', ')})`, String(line.quantity), money(line.unit_gross, l), `${rate(line.vat_rate, l)} %`, money(line.gross, l)]);
  }
  doc.moveTo(left, doc.y - 3).lineTo(left + width, doc.y - 3).stroke();

  const sum = (label: string, amount: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 11 : 9);
    doc.text(label, left + width * 0.4, y, { width: width * 0.4, align: 'right' });
    doc.text(money(amount, l), left + width * 0.8, y, { width: width * 0.2 - 6, align: 'right' });
    doc.x = left;
    doc.moveDown(0.3);
  };
  doc.moveDown(0.5);
  for (const tax of invoice.taxes) {
    sum(invoiceText(l, 'net', { rate: rate(tax.rate, l) }), tax.net);
    sum(invoiceText(l, 'vat', { rate: rate(tax.rate, l) }), tax.vat);
  }
  sum(invoiceText(l, 'totalNet'), invoice.total.net);
  sum(invoiceText(l, 'totalVat'), invoice.total.vat);
  sum(invoiceText(l, invoice.kind === 'invoice' ? 'totalGross' : 'refundTotal'), invoice.total.gross, true);

  doc.moveDown(1.5).font('Helvetica').fontSize(9).fillColor('#333333');
  doc.text(invoiceText(l, 'pricesNote'), left, doc.y, { width });
  doc.text(`${invoiceText(l, 'payment')}: ${invoice.payment}`, { width });
  if (invoice.kind === 'invoice' && invoice.issuer.bank) doc.text(invoiceText(l, 'transferNote', { number: invoice.number }), { width });

  doc.moveDown(2).fontSize(8).fillColor('#666666');
  const footer = [
    invoice.issuer.tax_number && `${invoiceText(l, 'taxNumber')}: ${invoice.issuer.tax_number}`,
    invoice.issuer.vat_id && `${invoiceText(l, 'vatId')}: ${invoice.issuer.vat_id}`,
    invoice.issuer.bank && `${invoiceText(l, 'bank')}: ${invoice.issuer.bank}`,
  ].filter(Boolean);
  for (const line of footer) doc.text(line as string, { width });
  doc.end();
  return done;
}
