/** The menu rules as a reducer: one submenu and one desktop item open at a time; Esc, outside click, route change close. */
export interface MenuState {
  burgerOpen: boolean;
  /** The open submenu inside the burger menu. */
  submenu: string | null;
  /** The open desktop menu item. */
  desktopItem: string | null;
}

export type MenuAction =
  | { type: 'burger.toggled' }
  | { type: 'submenu.toggled'; id: string }
  | { type: 'desktop.toggled'; id: string }
  | { type: 'escape.pressed' }
  | { type: 'outside.clicked' }
  | { type: 'route.changed' };

export const initialMenuState: MenuState = { burgerOpen: false, submenu: null, desktopItem: null };

export function menuReducer(state: MenuState, action: MenuAction): MenuState {
  switch (action.type) {
    case 'burger.toggled':
      return state.burgerOpen ? { ...state, burgerOpen: false, submenu: null } : { ...state, burgerOpen: true, desktopItem: null };
    case 'submenu.toggled':
      return { ...state, submenu: state.submenu === action.id ? null : action.id };
    case 'desktop.toggled':
      return { ...state, desktopItem: state.desktopItem === action.id ? null : action.id };
    case 'escape.pressed':
      // Esc closes the innermost thing first: an open desktop dropdown, then the burger menu.
      if (state.desktopItem) return { ...state, desktopItem: null };
      return { ...state, burgerOpen: false, submenu: null };
    case 'outside.clicked':
      return { ...state, desktopItem: null };
    case 'route.changed':
      return initialMenuState;
  }
}

/** Scrolled after a quarter of the window height, off above it; unchanged while the menu is open. */
export function nextScrolled(previous: boolean, scrollY: number, windowHeight: number, menuOpen: boolean): boolean {
  if (menuOpen) return previous;
  return scrollY > windowHeight / 4;
}
