/**
 * Hash links land below the sticky header, after a 1 s wait for content. How far above the anchor is a design
 * setting, published as the `--anchor-offset` CSS property (see AnchorOffsetStyle); 130 px until it is known.
 */
export const ANCHOR_OFFSET_PX = 130;
export const HASH_WAIT_MS = 1000;

/** The offset the page uses now (the design setting, or the default). */
export function currentAnchorOffset(): number {
  if (typeof document === 'undefined') return ANCHOR_OFFSET_PX;
  const value = parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--anchor-offset'));
  return Number.isFinite(value) ? value : ANCHOR_OFFSET_PX;
}

export const anchorScrollTop = (elementTop: number, scrollY: number, offset = currentAnchorOffset()) => Math.max(0, elementTop + scrollY - offset);
