import type { Locale } from 'shared-contracts/locales';
import { fromCents, toCents } from '../../../lib/payment-status';

/** What an invoice says, kept with it when it is issued (see the invoices table). Amounts are decimal strings. */
export interface InvoiceContent {
  locale: Locale;
  number: string;
  kind: 'invoice' | 'cancellation';
  /** The number of the invoice a cancellation invoice corrects. */
  cancels: string | null;
  issued_at: string;
  order_code: string;
  buyer: { name: string; email: string };
  issuer: { name: string; address: string; tax_number: string; vat_id: string; bank: string };
  payment: string;
  lines: InvoiceLine[];
  taxes: Array<{ rate: string; net: string; vat: string; gross: string }>;
  total: { net: string; vat: string; gross: string };
}

export interface InvoiceLine {
  /** Event, date and category of the tickets on this line. */
  description: string;
  price_name: string;
  /** Ticket numbers (K7BEKUDZ-2, …). */
  tickets: string[];
  quantity: number;
  unit_gross: string;
  vat_rate: string;
  gross: string;
}

/** One ticket as it goes onto an invoice: the prices are gross, as sold to visitors. */
export interface InvoiceTicket {
  ticket: string;
  description: string;
  price_name: string;
  price: string;
  vat_rate: string;
}

// Half away from zero, so a cancellation's figures are exactly the negatives of the invoice's.
const roundHalfAway = (value: number) => Math.sign(value) * Math.round(Math.abs(value));

/**
 * Lines (tickets of the same event, category, price and rate together) and the tax figures per rate. The VAT is
 * taken out of each rate's gross sum once (gross × rate / (100 + rate)), not per ticket, so the lines add up to the
 * total to the cent. `sign` −1 makes the lines of a cancellation invoice.
 */
export function invoiceFigures(tickets: InvoiceTicket[], sign: 1 | -1): Pick<InvoiceContent, 'lines' | 'taxes' | 'total'> {
  const lines = new Map<string, InvoiceLine & { cents: number }>();
  for (const t of tickets) {
    const key = `${t.description}|${t.price_name}|${t.price}|${t.vat_rate}`;
    const line = lines.get(key) ?? { description: t.description, price_name: t.price_name, tickets: [], quantity: 0, unit_gross: fromCents(toCents(t.price)), vat_rate: Number(t.vat_rate).toFixed(2), gross: '0.00', cents: 0 };
    line.tickets.push(t.ticket);
    line.quantity += sign;
    line.cents += sign * toCents(t.price);
    line.gross = fromCents(line.cents);
    lines.set(key, line);
  }
  const byRate = new Map<string, number>();
  for (const line of lines.values()) byRate.set(line.vat_rate, (byRate.get(line.vat_rate) ?? 0) + line.cents);
  const taxes = [...byRate].sort((a, b) => Number(a[0]) - Number(b[0])).map(([rate, gross]) => {
    const vat = roundHalfAway((gross * Number(rate)) / (100 + Number(rate)));
    return { rate, gross, vat, net: gross - vat };
  });
  const sum = (pick: (x: { gross: number; vat: number; net: number }) => number) => fromCents(taxes.reduce((n, x) => n + pick(x), 0));
  return {
    lines: [...lines.values()].map(({ cents: _cents, ...line }) => line),
    taxes: taxes.map((x) => ({ rate: x.rate, net: fromCents(x.net), vat: fromCents(x.vat), gross: fromCents(x.gross) })),
    total: { net: sum((x) => x.net), vat: sum((x) => x.vat), gross: sum((x) => x.gross) },
  };
}
