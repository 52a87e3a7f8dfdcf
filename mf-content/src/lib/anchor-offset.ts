/** The offset the site keeps above an anchor it jumps to, until the shell has published its design setting. */
export const DEFAULT_ANCHOR_OFFSET = 130;

/** The design setting "anchor list offset", as the shell publishes it on the page (`--anchor-offset`). */
export function anchorOffset(): number {
  const value = parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--anchor-offset'));
  return Number.isFinite(value) ? value : DEFAULT_ANCHOR_OFFSET;
}
