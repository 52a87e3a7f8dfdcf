import { shopHref, shopRoute } from './shop-route';

it('tells the shop pages apart by path', () => {
  expect(shopRoute('/webshop/cart')).toEqual({ kind: 'cart' });
  expect(shopRoute('/webshop')).toEqual({ kind: 'cart' });
  expect(shopRoute('/testshop/checkout/')).toEqual({ kind: 'checkout' });
  expect(shopRoute('/webshop/orders/ABCDEFGH/s3cr3t-s3cr3t-s3cr3t')).toEqual({ kind: 'order', code: 'ABCDEFGH', secret: 's3cr3t-s3cr3t-s3cr3t' });
  expect(shopRoute('/webshop/orders/ABCDEFGH')).toEqual({ kind: 'cart' });
});

it('keeps English with ?lang=en and leaves German paths bare', () => {
  expect(shopHref('/webshop/checkout', 'de')).toBe('/webshop/checkout');
  expect(shopHref('/webshop/checkout', 'en')).toBe('/webshop/checkout?lang=en');
});
