import { useShell } from '../../../app/shell-context';

/**
 * Publishes the design setting "anchor list offset" as `--anchor-offset` on the page, rendered with it on the server:
 * the browser's own jumps (scroll padding), the shell's hash scrolling and the remotes' anchor lists all read it.
 */
export function AnchorOffsetStyle() {
  const { settings } = useShell();
  const offset = settings?.design.anchor_list_offset;
  if (offset === undefined || !Number.isFinite(offset)) return null;
  return <style>{`:root{--anchor-offset:${Math.max(0, Math.round(offset))}px}`}</style>;
}
