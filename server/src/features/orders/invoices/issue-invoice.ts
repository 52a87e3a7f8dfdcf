import { formatDateTime } from 'shared-contracts/berlin-time';
import type { Locale } from 'shared-contracts/locales';
import type { Queryable } from '../../../db/types';
import { berlinDay, berlinIso } from '../../../lib/berlin-time';
import { paymentProvider } from '../payment/providers';
import { type InvoiceContent, invoiceFigures, type InvoiceTicket } from './invoice-content';
import { nextInvoiceNumber } from './invoice-numbers';

interface TicketLine {
  code: string;
  position: number;
  title: string;
  event_start: Date | string;
  time_start: Date | string | null;
  seat_group_text: string;
  price_name: string;
  price: string;
  vat_rate: string;
}

async function ticketsFor(tx: Queryable, orderId: number, locale: Locale, where: string, params: unknown[]): Promise<InvoiceTicket[]> {
  const rows = await tx.query<TicketLine>(
    `SELECT o.code, t.position, t.event_title_${locale} AS title, t.event_start, t.time_start, t.seat_group_text_${locale} AS seat_group_text,
            t.price_name_${locale} AS price_name, t.price::text AS price, t.vat_rate::text AS vat_rate
       FROM order_tickets t JOIN orders o ON o.id = t.order_id WHERE t.order_id = $1 AND ${where} ORDER BY t.position`,
    [orderId, ...params],
  );
  return rows.map((r) => ({
    ticket: `${r.code}-${r.position}`,
    // A timeslot ticket is for its slot's time, not the event's opening.
    description: `${r.title}, ${formatDateTime(berlinIso(new Date(r.time_start ?? r.event_start)), locale)} · ${r.seat_group_text}`,
    price_name: r.price_name,
    price: r.price,
    vat_rate: r.vat_rate,
  }));
}

async function header(tx: Queryable, orderId: number) {
  const [order] = await tx.query<{ code: string; locale: Locale; name: string; email: string; payment_provider: string }>(
    'SELECT code, locale, name, email, payment_provider FROM orders WHERE id = $1',
    [orderId],
  );
  const [settings] = await tx.query<{ invoice_issuer: string; invoice_address: string; invoice_tax_number: string; invoice_vat_id: string; invoice_bank: string }>(
    'SELECT invoice_issuer, invoice_address, invoice_tax_number, invoice_vat_id, invoice_bank FROM site_settings WHERE id = 1',
  );
  const issuer = { name: settings?.invoice_issuer ?? '', address: settings?.invoice_address ?? '', tax_number: settings?.invoice_tax_number ?? '', vat_id: settings?.invoice_vat_id ?? '', bank: settings?.invoice_bank ?? '' };
  return { order, issuer, payment: paymentProvider(order.payment_provider)?.name[order.locale] ?? order.payment_provider };
}

async function store(tx: Queryable, orderId: number, content: Omit<InvoiceContent, 'number'>, now: Date, cancelsId: number | null): Promise<string> {
  const year = Number(berlinDay(now).slice(0, 4));
  const { number, seq } = await nextInvoiceNumber(tx, year);
  await tx.query('INSERT INTO invoices (number, year, seq, order_id, kind, cancels_id, issued_at, content) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)', [
    number,
    year,
    seq,
    orderId,
    content.kind,
    cancelsId,
    now.toISOString(),
    JSON.stringify({ ...content, number }),
  ]);
  return number;
}

/**
 * The order's invoice over its valid tickets, in the order's language, unless it has one already or costs nothing.
 * Runs in the transaction that placed the order, so an order that fails leaves no number behind.
 */
export async function issueInvoice(tx: Queryable, orderId: number, now: Date): Promise<string | null> {
  const [existing] = await tx.query<{ number: string }>("SELECT number FROM invoices WHERE order_id = $1 AND kind = 'invoice'", [orderId]);
  if (existing) return existing.number;
  const { order, issuer, payment } = await header(tx, orderId);
  const tickets = await ticketsFor(tx, orderId, order.locale, "t.status = 'valid'", []);
  const figures = invoiceFigures(tickets, 1);
  if (tickets.length === 0 || Number(figures.total.gross) === 0) return null;
  const content = { locale: order.locale, kind: 'invoice' as const, cancels: null, issued_at: berlinIso(now), order_code: order.code, buyer: { name: order.name, email: order.email }, issuer, payment, ...figures };
  return store(tx, orderId, content, now, null);
}

/**
 * A cancellation invoice (its own number, naming the invoice it corrects) over the tickets just cancelled, when the
 * order was invoiced; null when it was not, or the tickets cost nothing.
 */
export async function issueCancellationInvoice(tx: Queryable, orderId: number, ticketIds: number[], now: Date): Promise<string | null> {
  const [original] = await tx.query<{ id: number; number: string }>("SELECT id, number FROM invoices WHERE order_id = $1 AND kind = 'invoice'", [orderId]);
  if (!original || ticketIds.length === 0) return null;
  const { order, issuer, payment } = await header(tx, orderId);
  const tickets = await ticketsFor(tx, orderId, order.locale, 't.id = ANY($2::int[])', [ticketIds]);
  const figures = invoiceFigures(tickets, -1);
  if (Number(figures.total.gross) === 0) return null;
  const content = { locale: order.locale, kind: 'cancellation' as const, cancels: original.number, issued_at: berlinIso(now), order_code: order.code, buyer: { name: order.name, email: order.email }, issuer, payment, ...figures };
  return store(tx, orderId, content, now, original.id);
}
