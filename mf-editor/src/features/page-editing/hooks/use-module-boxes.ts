import { useEffect, useState } from 'react';

export interface ModuleBox {
  id: number;
  kind: string;
  top: number;
  left: number;
  width: number;
  height: number;
}

/**
 * Where mf-content rendered each module: it marks them with data-module-id/-kind (display: contents),
 * so the box is the marker's first element. Re-measured on scroll, resize and page changes.
 */
export function measureModules(root: ParentNode = document): ModuleBox[] {
  const boxes: ModuleBox[] = [];
  root.querySelectorAll<HTMLElement>('[data-module-id]').forEach((marker) => {
    const element = marker.firstElementChild as HTMLElement | null;
    if (!element) return;
    const rect = element.getBoundingClientRect();
    // Slides scrolled out of a slider sit beside the page: no button out there (it would widen the page).
    if (rect.right > document.documentElement.clientWidth + 1 || rect.left < -1) return;
    boxes.push({
      id: Number(marker.dataset.moduleId),
      kind: marker.dataset.moduleKind ?? '',
      top: rect.top + window.scrollY,
      left: rect.left + window.scrollX,
      width: rect.width,
      height: rect.height,
    });
  });
  return boxes;
}

export function useModuleBoxes(active: boolean): ModuleBox[] {
  const [boxes, setBoxes] = useState<ModuleBox[]>([]);
  useEffect(() => {
    if (!active) {
      setBoxes([]);
      return;
    }
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      // Only a real change re-renders: the overlay's own DOM updates must not feed back into this observer.
      frame = requestAnimationFrame(() => {
        const next = measureModules();
        setBoxes((previous) => (JSON.stringify(previous) === JSON.stringify(next) ? previous : next));
      });
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('resize', update);
    window.addEventListener('load', update, true);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('resize', update);
      window.removeEventListener('load', update, true);
    };
  }, [active]);
  return boxes;
}
