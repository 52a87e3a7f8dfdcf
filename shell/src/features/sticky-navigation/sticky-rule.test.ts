import { stickyState } from './sticky-rule';

describe('sticky navigation rule', () => {
  it('shows the items after half a window height', () => {
    expect(stickyState(400, 800, false).itemsVisible).toBe(false);
    expect(stickyState(401, 800, false).itemsVisible).toBe(true);
  });
  it('hides everything while the footer is visible', () => {
    expect(stickyState(5000, 800, true)).toEqual({ hidden: true, itemsVisible: false });
  });
});
