import { type DragEvent, useRef } from 'react';

interface Options<T> {
  /** Off while a move is being saved or the list is read-only: nothing is draggable then. */
  enabled: boolean;
  /** Whether `dragged` may land on `target` (menus: only among siblings). Default: any other item. */
  accepts?(dragged: T, target: T): boolean;
  /** `dragged` was dropped on `target`, which is not itself: move it to the target's place. */
  onMove(dragged: T, target: T): void;
}

/**
 * What one list item spreads onto its element to be dragged and dropped on. A list whose items hold inputs puts the
 * first two on a handle only (text in an input stays selectable with the mouse) and the last two on the item.
 */
export interface DragItemProps {
  draggable: boolean;
  onDragStart(event: DragEvent): void;
  onDragOver(event: DragEvent): void;
  onDrop(event: DragEvent): void;
}

/**
 * Reordering by drag and drop with the browser's own events: an item is picked up, an item that accepts it lets it
 * be dropped, and the drop asks for one move to the target's place. Drag and drop is the mouse's shortcut only; every
 * list using it keeps named up/down buttons, the keyboard's and screen reader's way. Events stop at the item, so a
 * list nested in an item (a submenu) handles its own drags.
 */
export function useDragReorder<T>({ enabled, accepts = () => true, onMove }: Options<T>): (item: T) => DragItemProps {
  const dragged = useRef<T | null>(null);
  return (item: T) => ({
    draggable: enabled,
    onDragStart(event) {
      event.stopPropagation();
      dragged.current = item;
      event.dataTransfer.effectAllowed = 'move';
      // Firefox starts a drag only with some data set.
      event.dataTransfer.setData('text/plain', '');
      // Dragged by a handle, the picture under the pointer is still the whole item.
      const row = (event.currentTarget as HTMLElement).closest('li');
      if (row && row !== event.currentTarget) event.dataTransfer.setDragImage?.(row, 16, 16);
    },
    onDragOver(event) {
      const from = dragged.current;
      if (enabled && from !== null && from !== item && accepts(from, item)) event.preventDefault();
    },
    onDrop(event) {
      event.preventDefault();
      event.stopPropagation();
      const from = dragged.current;
      dragged.current = null;
      if (!enabled || from === null || from === item || !accepts(from, item)) return;
      onMove(from, item);
    },
  });
}
