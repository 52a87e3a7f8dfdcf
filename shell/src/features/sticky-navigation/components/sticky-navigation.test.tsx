import { act, screen } from '@testing-library/react';
import { renderShell } from '../../../testing/render-shell';
import { bus } from '../../../lib/bus';
import { StickyNavigation } from './sticky-navigation';

type Watcher = { callback: IntersectionObserverCallback; targets: Element[] };
const watchers: Watcher[] = [];
beforeEach(() => {
  watchers.length = 0;
  (global as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
    private watcher: Watcher;
    constructor(callback: IntersectionObserverCallback) {
      this.watcher = { callback, targets: [] };
      watchers.push(this.watcher);
    }
    observe(target: Element) {
      this.watcher.targets.push(target);
    }
    unobserve() {}
    disconnect() {}
  };
});

const intersect = (target: Element, isIntersecting: boolean) =>
  act(() => {
    for (const w of watchers.filter((x) => x.targets.includes(target))) w.callback([{ target, isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
  });

it('steps aside while a booking call to action of the page is on screen', async () => {
  renderShell(<StickyNavigation />);
  const bar = screen.getByRole('navigation');
  expect(bar).not.toHaveAttribute('data-hidden');
  const cta = document.createElement('a');
  cta.setAttribute('data-sticky-clear', '');
  act(() => {
    document.body.appendChild(cta);
  });
  await act(async () => undefined);
  intersect(cta, true);
  expect(bar).toHaveAttribute('data-hidden');
  expect(bar).toHaveAttribute('inert');
  intersect(cta, false);
  expect(bar).not.toHaveAttribute('data-hidden');
  cta.remove();
});

it('steps aside while the visitor types in a form field', () => {
  renderShell(<StickyNavigation />);
  const input = document.createElement('input');
  document.body.appendChild(input);
  act(() => input.focus());
  expect(screen.getByRole('navigation', { hidden: true })).toHaveAttribute('data-hidden');
  act(() => input.blur());
  expect(screen.getByRole('navigation')).not.toHaveAttribute('data-hidden');
  input.remove();
});

it('shows the sticky CMS link buttons of the page once scrolled past half the window, and drops them when withdrawn', () => {
  renderShell(<StickyNavigation />);
  act(() => bus.emit('sticky.item', { source: 'link-7', item: { text: 'Karten kaufen', url: '/webshop/' } }));
  expect(screen.queryByRole('link', { name: 'Karten kaufen' })).toBeNull();
  act(() => {
    window.scrollY = window.innerHeight;
    window.dispatchEvent(new Event('scroll'));
  });
  expect(screen.getByRole('link', { name: 'Karten kaufen' })).toHaveAttribute('href', '/webshop/');
  act(() => bus.emit('sticky.item', { source: 'link-7', item: null }));
  expect(screen.queryByRole('link', { name: 'Karten kaufen' })).toBeNull();
  act(() => {
    window.scrollY = 0;
  });
});
