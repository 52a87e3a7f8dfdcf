import { initialMenuState, menuReducer, nextScrolled, type MenuState } from './menu-state';

const run = (...actions: Parameters<typeof menuReducer>[1][]) => actions.reduce<MenuState>(menuReducer, initialMenuState);

describe('menu rules', () => {
  it('toggles the burger menu', () => {
    expect(run({ type: 'burger.toggled' }).burgerOpen).toBe(true);
    expect(run({ type: 'burger.toggled' }, { type: 'burger.toggled' }).burgerOpen).toBe(false);
  });

  it('keeps one submenu open at a time and toggles it', () => {
    const a = run({ type: 'burger.toggled' }, { type: 'submenu.toggled', id: 'a' });
    expect(a.submenu).toBe('a');
    expect(menuReducer(a, { type: 'submenu.toggled', id: 'b' }).submenu).toBe('b');
    expect(menuReducer(a, { type: 'submenu.toggled', id: 'a' }).submenu).toBeNull();
  });

  it('keeps one desktop item open at a time', () => {
    const s = run({ type: 'desktop.toggled', id: 'a' }, { type: 'desktop.toggled', id: 'b' });
    expect(s.desktopItem).toBe('b');
    expect(menuReducer(s, { type: 'desktop.toggled', id: 'b' }).desktopItem).toBeNull();
  });

  it('closes on Escape: the dropdown first, then the burger menu', () => {
    const s = run({ type: 'burger.toggled' }, { type: 'submenu.toggled', id: 'a' });
    expect(menuReducer(s, { type: 'escape.pressed' })).toEqual(initialMenuState);
    const d = run({ type: 'desktop.toggled', id: 'x' });
    expect(menuReducer(d, { type: 'escape.pressed' }).desktopItem).toBeNull();
  });

  it('closes the desktop item on outside click and everything on route change', () => {
    expect(run({ type: 'desktop.toggled', id: 'x' }, { type: 'outside.clicked' }).desktopItem).toBeNull();
    expect(run({ type: 'burger.toggled' }, { type: 'submenu.toggled', id: 'a' }, { type: 'route.changed' })).toEqual(initialMenuState);
  });

  it('closes a desktop dropdown when the burger opens', () => {
    expect(run({ type: 'desktop.toggled', id: 'x' }, { type: 'burger.toggled' }).desktopItem).toBeNull();
  });
});

describe('header scroll threshold', () => {
  it('turns on past a quarter of the window height and off above it', () => {
    expect(nextScrolled(false, 200, 800, false)).toBe(false);
    expect(nextScrolled(false, 201, 800, false)).toBe(true);
    expect(nextScrolled(true, 199, 800, false)).toBe(false);
  });
  it('does not change while the menu is open', () => {
    expect(nextScrolled(false, 900, 800, true)).toBe(false);
    expect(nextScrolled(true, 0, 800, true)).toBe(true);
  });
});
