import { PRODUCT_NAME } from 'shared-contracts/locales';
import type { Order } from 'shared-contracts/orders';
import type { Mailer } from './mailer';
import { formatPrice } from 'shared-contracts/price';
import { formatWeekdayDateTime } from 'shared-contracts/berlin-time';
import { orderText } from './order-texts';
import { orderCalendar } from './order-calendar';
import { renderTicketsPdf } from './ticket-pdf';
import { ticketWhereRows } from './ticket-where-lines';
import type { MailAttachment } from '../invoices/invoice-attachments';

/** The confirmation: the order in its language, a link to the order page, the e-tickets (and any invoices) attached. */
export async function sendOrderConfirmation(mailer: Mailer, order: Order, siteUrl: string, now: Date, invoices: MailAttachment[] = []) {
  const l = order.locale;
  // A timeslot ticket is for its slot's time, not the event's opening.
  const lines = order.tickets.filter((t) => t.status === 'valid').map((t) => `- ${t.event.title}, ${formatWeekdayDateTime(t.time_start ?? t.event.date_start, l)} · ${t.seat_group_text} · ${t.price_name} ${formatPrice(t.price)}`);
  // Where and when, once per event and admission time: the same rows as on the e-ticket, then the important information.
  const places = [...new Map(order.tickets.filter((t) => t.status === 'valid').map((t) => [`${t.event.id}|${t.time_start ?? ''}`, t])).values()].flatMap((t) => [
    '',
    `${t.event.title}, ${formatWeekdayDateTime(t.time_start ?? t.event.date_start, l)}`,
    ...ticketWhereRows(t, l).map(([label, value]) => `  ${label}: ${value}`),
    ...(t.event.where.important_info ? [`  ${orderText(l, 'importantInfo')}:`, ...t.event.where.important_info.split('\n').map((line) => `  ${line}`)] : []),
  ]);
  const text = [
    orderText(l, 'mailGreeting', { name: order.name }),
    '',
    orderText(l, 'mailThanks'),
    '',
    `${orderText(l, 'order')}: ${order.code}`,
    ...lines,
    `${orderText(l, 'mailTotal')}: ${formatPrice(order.payment.due)}`,
    ...places,
    '',
    `${orderText(l, 'payment')}: ${order.payment.name}`,
    order.payment.instructions,
    ...(invoices.length ? [orderText(l, 'mailInvoice')] : []),
    '',
    `${orderText(l, 'mailOrderPage')}: ${siteUrl}${order.order_url}`,
    orderText(l, 'mailCalendar'),
    '',
    orderText(l, 'mailClosing'),
    PRODUCT_NAME,
  ].join('\n');
  return mailer.send({
    to: { name: order.name, address: order.email },
    subject: orderText(l, 'mailSubject', { code: order.code, product: PRODUCT_NAME }),
    text,
    date: now,
    attachments: [
      { filename: orderText(l, 'fileName', { code: order.code }), content: await renderTicketsPdf(order), contentType: 'application/pdf' },
      { filename: orderText(l, 'calendarFile', { code: order.code }), content: Buffer.from(orderCalendar(order, siteUrl, now)), contentType: 'text/calendar; charset=utf-8; method=PUBLISH' },
      ...invoices,
    ],
    fileStem: `${now.toISOString().replace(/[:.]/g, '-')}-${order.code}`,
  });
}
