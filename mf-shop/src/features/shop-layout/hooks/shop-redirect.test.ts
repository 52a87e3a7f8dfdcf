import { shopRedirectTarget } from './shop-redirect';

describe('shop redirect map', () => {
  it('sends the shop event list to the events page', () => {
    expect(shopRedirectTarget('/webshop/events', 'de')).toBe('/de/veranstaltungen');
    expect(shopRedirectTarget('/testshop/events/', 'en')).toBe('/en/events');
  });
  it('leaves the cart and other shop pages alone', () => {
    expect(shopRedirectTarget('/webshop/cart', 'de')).toBeNull();
    expect(shopRedirectTarget('/webshop', 'de')).toBeNull();
  });
});
