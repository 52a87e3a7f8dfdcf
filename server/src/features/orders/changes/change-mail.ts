import type { Locale } from 'shared-contracts/locales';
import { PRODUCT_NAME } from 'shared-contracts/locales';
import type { PaymentMethod } from 'shared-contracts/order-money';
import type { Order } from 'shared-contracts/orders';
import { formatPrice } from 'shared-contracts/price';
import { formatWeekdayDateTime } from 'shared-contracts/berlin-time';
import type { MailAttachment } from '../invoices/invoice-attachments';
import type { Mailer } from '../lib/mailer';

const TEXTS = {
  de: {
    subjectCancel: 'Stornierung zu Ihrer Bestellung {code} – {product}',
    subjectRefund: 'Erstattung zu Ihrer Bestellung {code} – {product}',
    greeting: 'Guten Tag {name},',
    cancelledAll: 'Ihre Bestellung {code} wurde storniert. Die Tickets sind ungültig.',
    cancelledSome: 'aus Ihrer Bestellung {code} wurden diese Tickets storniert; sie sind ungültig:',
    remaining: 'Ihre übrigen Tickets bleiben gültig. Die Bestellung kostet jetzt {due}.',
    refund: 'Wir erstatten Ihnen {amount} ({method}).',
    noRefund: 'Eine Erstattung fällt nicht an.',
    invoice: 'Die Stornorechnung hängt als PDF an.',
    orderPage: 'Ihre Bestellung online',
    closing: 'Mit freundlichen Grüßen',
  },
  en: {
    subjectCancel: 'Cancellation for your order {code} – {product}',
    subjectRefund: 'Refund for your order {code} – {product}',
    greeting: 'Dear {name},',
    cancelledAll: 'your order {code} has been cancelled. Its tickets are no longer valid.',
    cancelledSome: 'these tickets of your order {code} have been cancelled and are no longer valid:',
    remaining: 'Your other tickets remain valid. The order now costs {due}.',
    refund: 'We are refunding {amount} ({method}).',
    noRefund: 'No refund is due.',
    invoice: 'The cancellation invoice is attached as a PDF.',
    orderPage: 'Your order online',
    closing: 'Kind regards',
  },
} satisfies Record<Locale, Record<string, string>>;

const METHODS: Record<Locale, Record<PaymentMethod, string>> = {
  de: { cash: 'bar', card: 'Karte', transfer: 'Überweisung', invoice: 'Verrechnung mit der Rechnung', other: 'auf anderem Weg' },
  en: { cash: 'cash', card: 'card', transfer: 'bank transfer', invoice: 'set against the invoice', other: 'by other means' },
};

const text = (l: Locale, key: keyof (typeof TEXTS)['de'], values: Record<string, string> = {}) => TEXTS[l][key].replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');

export interface ChangeNotice {
  /** Positions of the tickets just cancelled; empty for a refund on its own. */
  positions: number[];
  refund: { amount: string; method: PaymentMethod } | null;
  attachments: MailAttachment[];
}

/** Tells the buyer, in the order's language, what was cancelled and what they get back. */
export function sendChangeMail(mailer: Mailer, order: Order, notice: ChangeNotice, siteUrl: string, now: Date) {
  const l = order.locale;
  const cancelled = order.tickets.filter((t) => notice.positions.includes(t.position));
  const lines = cancelled.map((t) => `- ${order.code}-${t.position}: ${t.event.title}, ${formatWeekdayDateTime(t.time_start ?? t.event.date_start, l)} · ${t.seat_group_text} · ${t.price_name} ${formatPrice(t.price)}`);
  const body = [
    text(l, 'greeting', { name: order.name }),
    '',
    ...(cancelled.length === 0
      ? []
      : order.status === 'cancelled'
        ? [text(l, 'cancelledAll', { code: order.code }), ...lines, '']
        : [text(l, 'cancelledSome', { code: order.code }), ...lines, '', text(l, 'remaining', { due: formatPrice(order.payment.due) }), '']),
    notice.refund ? text(l, 'refund', { amount: formatPrice(notice.refund.amount), method: METHODS[l][notice.refund.method] }) : text(l, 'noRefund'),
    ...(notice.attachments.length ? [text(l, 'invoice')] : []),
    '',
    `${text(l, 'orderPage')}: ${siteUrl}${order.order_url}`,
    '',
    text(l, 'closing'),
    PRODUCT_NAME,
  ].join('\n');
  return mailer.send({
    to: { name: order.name, address: order.email },
    subject: text(l, cancelled.length ? 'subjectCancel' : 'subjectRefund', { code: order.code, product: PRODUCT_NAME }),
    text: body,
    date: now,
    attachments: notice.attachments,
    fileStem: `${now.toISOString().replace(/[:.]/g, '-')}-${order.code}-${cancelled.length ? 'cancel' : 'refund'}-${Math.random().toString(36).slice(2, 8)}`,
  });
}
