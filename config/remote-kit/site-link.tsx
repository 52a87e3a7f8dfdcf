import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useSlot } from './slot-context';

/** Site-internal paths navigate through the host (the remote has no router); others are plain links. */
export function isInternal(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//') && !/^\/(media|api|html)\//.test(href);
}

export function SiteLink({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const { host } = useSlot();
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || rest.target === '_blank') return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    if (!isInternal(href)) return;
    event.preventDefault();
    host.navigate(href);
  };
  return <a href={href} onClick={handle} {...rest} />;
}
