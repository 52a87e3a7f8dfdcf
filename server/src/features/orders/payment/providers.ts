import type { Locale } from 'shared-contracts/locales';
import type { PaymentProviderInfo } from 'shared-contracts/orders';
import { boxOfficeProvider } from './box-office';
import type { PaymentProvider } from './payment-provider';

/** The installed providers, in the order the checkout offers them. A real provider is added to this list. */
export const PAYMENT_PROVIDERS: readonly PaymentProvider[] = [boxOfficeProvider];

export function paymentProvider(id: string): PaymentProvider | undefined {
  return PAYMENT_PROVIDERS.find((p) => p.id === id);
}

export function providerInfo(provider: PaymentProvider, locale: Locale): PaymentProviderInfo {
  return { id: provider.id, name: provider.name[locale], instructions: provider.instructions[locale] };
}
