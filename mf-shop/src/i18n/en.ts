import type { de } from './de';

/** English texts of mf-shop; the same keys as German. */
export const en: typeof de = {
  layout: {
    shop: 'Ticket shop',
    home: 'To the {{name}} home page',
    program: 'To the programme',
    footer: 'Legal',
    terms: 'Terms and conditions',
    privacy: 'Privacy',
    imprint: 'Imprint',
    redirecting: 'Redirecting …',
  },
  cart: {
    title: 'Cart',
    loading: 'Loading cart …',
    loadError: 'The cart could not be loaded.',
    retry: 'Try again',
    empty: 'Your cart is empty.',
    emptyHint: 'The programme lists every event with tickets.',
    heldUntil: 'Your tickets are reserved for you until {{time}}.',
    expired: 'The reservation has expired.',
    event: 'Event',
    ticket: 'Ticket',
    amount: 'Quantity',
    price: 'Price',
    lineTotal: 'Subtotal',
    total: 'Total',
    count_one: '{{count}} ticket',
    count_other: '{{count}} tickets',
    timeslot: 'Admission {{time}}',
    remove: 'Remove',
    removeLabel: 'Remove {{name}} for {{title}}',
    removeError: 'The ticket could not be removed.',
    lines: 'Tickets in your cart',
  },
};
