import { BOX_OFFICE_PROVIDER } from 'shared-contracts/orders';
import type { PaymentProvider } from './payment-provider';

/** The operator collects the money: at the box office before the event, or by the invoice sent with the tickets. */
export const boxOfficeProvider: PaymentProvider = {
  id: BOX_OFFICE_PROVIDER,
  name: { de: 'Zahlung an der Kasse / auf Rechnung', en: 'Pay at the box office / invoice' },
  instructions: {
    de: 'Bitte bezahlen Sie an der Tageskasse vor Veranstaltungsbeginn oder per Überweisung nach Erhalt der Rechnung. Ihre Tickets gelten ab sofort.',
    en: 'Please pay at the box office before the event starts, or by bank transfer once you receive the invoice. Your tickets are valid now.',
  },
  invoice: true,
  start: async () => ({ state: 'pending' }),
};
