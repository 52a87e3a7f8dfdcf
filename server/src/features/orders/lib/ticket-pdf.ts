import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { PRODUCT_NAME } from 'shared-contracts/locales';
import type { Order } from 'shared-contracts/orders';
import { formatPrice } from 'shared-contracts/price';
import { formatWeekdayDateTime } from 'shared-contracts/berlin-time';
import { orderText } from './order-texts';
import { ticketWhereRows } from './ticket-where-lines';

/**
 * The e-tickets of one order: one A4 page per ticket with its QR code, in the order's language. The QR code is
 * embedded as a PNG image, so any PDF reader (and the tests) can take it out and scan it.
 */
export async function renderTicketsPdf(whole: Order): Promise<Buffer> {
  const locale = whole.locale;
  // Cancelled and replaced tickets are left out; a cancelled order keeps its pages, each marked as cancelled.
  const order = whole.status === 'cancelled' ? whole : { ...whole, tickets: whole.tickets.filter((t) => t.status === 'valid') };
  const qrImages = await Promise.all(order.tickets.map((t) => QRCode.toBuffer(t.qr, { type: 'png', errorCorrectionLevel: 'M', margin: 2, scale: 8 })));
  const doc = new PDFDocument({ size: 'A4', margin: 56, autoFirstPage: false, info: { Title: `${PRODUCT_NAME} – ${orderText(locale, 'order')} ${order.code}`, Author: PRODUCT_NAME } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const qrSize = 200;
  order.tickets.forEach((ticket, i) => {
    doc.addPage();
    // The left column stops short of the QR code on the right.
    const column = { width: doc.page.width - doc.page.margins.left - doc.page.margins.right - qrSize - 24 };
    doc.font('Helvetica-Bold').fontSize(11).fillColor('#8a1c1c').text(PRODUCT_NAME.toUpperCase(), { characterSpacing: 1.5 });
    doc.moveDown(0.3).font('Helvetica').fontSize(10).fillColor('#555555').text(orderText(locale, 'ticketOf', { n: i + 1, total: order.tickets.length }));
    doc.moveDown(1.2).font('Helvetica-Bold').fontSize(22).fillColor('#111111').text(ticket.event.title, column);
    doc.moveDown(0.8);
    const rows: Array<[string, string]> = [
      // A timeslot ticket is for its slot's time, not the event's opening.
      [orderText(locale, 'date'), formatWeekdayDateTime(ticket.time_start ?? ticket.event.date_start, locale)],
      ...ticketWhereRows(ticket, locale),
      [orderText(locale, 'category'), ticket.seat_group_text],
      [orderText(locale, 'price'), `${ticket.price_name} · ${formatPrice(ticket.price)}`],
      [orderText(locale, 'name'), order.name],
      [orderText(locale, 'order'), order.code],
      [orderText(locale, 'payment'), order.payment.name],
    ];
    for (const [label, value] of rows) {
      doc.font('Helvetica').fontSize(9).fillColor('#666666').text(label.toUpperCase(), { ...column, characterSpacing: 0.8 });
      doc.font('Helvetica').fontSize(13).fillColor('#111111').text(value, column).moveDown(0.5);
    }
    const x = doc.page.width - doc.page.margins.right - qrSize;
    const bottom = doc.y;
    doc.image(qrImages[i], x, 150, { width: qrSize, height: qrSize });
    doc.font('Courier').fontSize(8).fillColor('#333333').text(ticket.qr, x, 150 + qrSize + 6, { width: qrSize, align: 'center' });
    const fullWidth = { width: doc.page.width - doc.page.margins.left - doc.page.margins.right };
    doc.font('Helvetica').fontSize(10).fillColor('#333333').text(orderText(locale, 'scanHint'), doc.page.margins.left, Math.max(bottom, 150 + qrSize + 40) + 16, fullWidth);
    if (ticket.event.where.important_info) {
      doc.moveDown(1).font('Helvetica-Bold').fontSize(11).fillColor('#111111').text(orderText(locale, 'importantInfo'), fullWidth);
      doc.moveDown(0.3).font('Helvetica').fontSize(10).fillColor('#333333').text(ticket.event.where.important_info, fullWidth);
    }
    if (order.status === 'cancelled') doc.moveDown(1).font('Helvetica-Bold').fontSize(16).fillColor('#b00020').text(orderText(locale, 'cancelled'));
  });
  doc.end();
  return done;
}
