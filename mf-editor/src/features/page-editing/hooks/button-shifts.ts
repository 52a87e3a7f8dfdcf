import type { ModuleBox } from './use-module-boxes';

/** Room one edit button takes (px): a row's height, and the width of a labelled button. */
const ROW = 36;
const WIDE = 190;
const NARROW = 32;

/**
 * How far down each module's edit button moves so that it never lies on another's: a section and its first module
 * (or a list and its first item) both put their button in the same top right corner. Boxes come in document order, so
 * the outer module keeps its place and the inner one steps below it, as many rows as it takes.
 */
export function buttonShifts(boxes: ModuleBox[], placement: (box: ModuleBox) => { above: boolean; compact: boolean }): Map<number, number> {
  const placed: { top: number; right: number; width: number }[] = [];
  const shifts = new Map<number, number>();
  for (const box of boxes) {
    const { above, compact } = placement(box);
    const width = compact ? NARROW : WIDE;
    const right = box.left + box.width;
    const top = above ? box.top - ROW : box.top;
    let shift = 0;
    const clashes = (at: number) => placed.some((p) => Math.abs(p.top - at) < ROW && Math.abs(p.right - right) < Math.max(p.width, width));
    while (clashes(top + shift) && shift < ROW * 6) shift += ROW;
    placed.push({ top: top + shift, right, width });
    if (shift) shifts.set(box.id, shift);
  }
  return shifts;
}
