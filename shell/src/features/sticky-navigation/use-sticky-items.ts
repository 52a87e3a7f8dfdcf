import { useEffect, useState } from 'react';
import { bus } from '../../lib/bus';

export interface StickyItem {
  text: string;
  url: string;
}

/** The CMS link buttons marked sticky on the current page, in the order their modules announced them. */
export function useStickyItems(): StickyItem[] {
  const [items, setItems] = useState<Array<[string, StickyItem]>>([]);
  useEffect(
    () =>
      bus.on(
        'sticky.item',
        ({ source, item }) =>
          setItems((current) => {
            const rest = current.filter(([key]) => key !== source);
            return item ? [...rest, [source, item]] : rest;
          }),
        { replay: false },
      ),
    [],
  );
  // Two modules linking to the same place show one button.
  const seen = new Set<string>();
  return items.map(([, item]) => item).filter((item) => !seen.has(item.url) && seen.add(item.url));
}
