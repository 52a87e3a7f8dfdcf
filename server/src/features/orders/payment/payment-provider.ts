import type { Locale } from 'shared-contracts/locales';

/** What a provider learns about an order when it is placed. */
export interface PaymentRequest {
  code: string;
  total: string;
  email: string;
  locale: Locale;
}

/**
 * How the visitor pays. `start` runs inside the order's transaction, after the seats are taken: a provider that
 * charges online answers `pending` plus the address of its hosted payment page, and confirms later through its
 * own webhook route (see docs/decisions/051). Throwing aborts the order, so nothing is sold.
 */
export interface PaymentProvider {
  id: string;
  name: Record<Locale, string>;
  instructions: Record<Locale, string>;
  /** The provider collects by invoice: the order gets a numbered invoice, attached to its confirmation mail. */
  invoice: boolean;
  start(request: PaymentRequest): Promise<{ state: 'pending' | 'paid'; redirectUrl?: string }>;
}
