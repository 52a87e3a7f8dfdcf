import { createBus } from './events';
import { ANONYMOUS } from './site';

describe('typed bus', () => {
  beforeEach(() => {
    delete (window as unknown as Record<string, unknown>).__siteBusLastValues__;
  });

  it('delivers a payload to subscribers and stops after unsubscribe', () => {
    const bus = createBus(window);
    const seen: string[] = [];
    const off = bus.on('search.submitted', (p) => seen.push(p.query));
    bus.emit('search.submitted', { query: 'konzert' });
    off();
    bus.emit('search.submitted', { query: 'lesung' });
    expect(seen).toEqual(['konzert']);
  });

  it('replays the last cart, auth and consent value to late subscribers, across two bus copies', () => {
    const first = createBus(window);
    first.emit('cart.updated', { tickets_quantity: 3, cart_url: '/webshop/cart' });
    first.emit('auth.changed', { ...ANONYMOUS, is_logged_in: true, username: 'editor' });
    const second = createBus(window); // e.g. a remote that bundled its own copy
    const carts: number[] = [];
    second.on('cart.updated', (p) => carts.push(p.tickets_quantity));
    expect(carts).toEqual([3]);
    expect(second.last('auth.changed')?.username).toBe('editor');
  });

  it('does not replay one-off events unless asked', () => {
    const bus = createBus(window);
    bus.emit('alert.shown', { kind: 'success', message: 'Gespeichert' });
    const seen: string[] = [];
    bus.on('alert.shown', (p) => seen.push(p.message));
    expect(seen).toEqual([]);
  });

  it('checks payload shapes at compile time only (typecheck fails if the line below stops being an error)', () => {
    const bus = createBus(window);
    const seen: unknown[] = [];
    bus.on('cart.updated', (p) => seen.push(p), { replay: false });
    // @ts-expect-error cart.updated needs tickets_quantity and cart_url
    bus.emit('cart.updated', { tickets: 1 });
    expect(seen).toEqual([{ tickets: 1 }]);
  });
});
