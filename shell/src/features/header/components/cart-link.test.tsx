import { act, screen } from '@testing-library/react';
import { removeCookie, writeCookie } from 'site-config/remote-kit/cookies';
import { CART_AMOUNT_COOKIE, CART_URL_COOKIE } from 'shared-contracts/api-paths';
import { renderShell } from '../../../testing/render-shell';
import { bus } from '../../../lib/bus';
import { CartLink } from './cart-link';

describe('CartLink', () => {
  beforeEach(() => {
    delete (window as unknown as Record<string, unknown>).__siteBusLastValues__;
  });
  afterEach(() => {
    removeCookie(CART_AMOUNT_COOKIE);
    removeCookie(CART_URL_COOKIE);
  });

  it('starts from the cart cookies', () => {
    writeCookie(CART_AMOUNT_COOKIE, '2', 1);
    writeCookie(CART_URL_COOKIE, '/webshop/cart/abc', 1);
    renderShell(<CartLink />);
    expect(screen.getByRole('link', { name: 'Warenkorb, 2 Tickets' })).toHaveAttribute('href', '/webshop/cart/abc');
  });

  it('follows cart.updated from the bus', () => {
    renderShell(<CartLink />, { locale: 'en', path: '/en' });
    act(() => bus.emit('cart.updated', { tickets_quantity: 3, cart_url: '/webshop/cart/xyz' }));
    expect(screen.getByRole('link', { name: 'Cart, 3 tickets' })).toHaveAttribute('href', '/webshop/cart/xyz');
  });

  it('names one ticket in the singular', () => {
    writeCookie(CART_AMOUNT_COOKIE, '1', 1);
    renderShell(<CartLink />);
    expect(screen.getByRole('link', { name: 'Warenkorb, 1 Ticket' })).toBeInTheDocument();
  });

  it('says "Cart, 1 ticket" in English', () => {
    writeCookie(CART_AMOUNT_COOKIE, '1', 1);
    renderShell(<CartLink />, { locale: 'en', path: '/en' });
    expect(screen.getByRole('link', { name: 'Cart, 1 ticket' })).toBeInTheDocument();
  });

  it('announces a changed count in a live region, and nothing when the page starts', () => {
    writeCookie(CART_AMOUNT_COOKIE, '2', 1);
    const { container } = renderShell(<CartLink />);
    const region = container.querySelector('[aria-live="polite"]')!;
    expect(region).toBeEmptyDOMElement();
    act(() => bus.emit('cart.updated', { tickets_quantity: 2, cart_url: '/webshop/cart' }));
    expect(region).toBeEmptyDOMElement();
    act(() => bus.emit('cart.updated', { tickets_quantity: 3, cart_url: '/webshop/cart' }));
    expect(region).toHaveTextContent('Im Warenkorb: 3 Tickets');
    expect(screen.getByRole('link', { name: 'Warenkorb, 3 Tickets' })).toBeInTheDocument();
  });
});
