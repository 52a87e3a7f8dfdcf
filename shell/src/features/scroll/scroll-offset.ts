/** Hash links land 130 px above the anchor (below the sticky header), after a 1 s wait for content. */
export const ANCHOR_OFFSET_PX = 130;
export const HASH_WAIT_MS = 1000;

export const anchorScrollTop = (elementTop: number, scrollY: number) => Math.max(0, elementTop + scrollY - ANCHOR_OFFSET_PX);
