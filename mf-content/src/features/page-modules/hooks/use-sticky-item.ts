import { useEffect } from 'react';
import { createBus } from 'shared-contracts/events';

/** Puts a CMS link button marked `sticky` into the shell's bottom bar while the module is mounted. */
export function useStickyItem(source: string, item: { text: string; url: string } | null) {
  const text = item?.text ?? '';
  const url = item?.url ?? '';
  useEffect(() => {
    if (!text || !url) return;
    const bus = createBus();
    bus.emit('sticky.item', { source, item: { text, url } });
    return () => bus.emit('sticky.item', { source, item: null });
  }, [source, text, url]);
}
