import { str } from '../../../lib/module-data';
import type { ModuleViewProps } from './module-views';

/** Editors' own HTML (html_code), trusted as staff input like the settings' HTML blocks. */
export function HtmlModule({ module }: ModuleViewProps) {
  const html = str(module.data, 'html_code');
  if (!html) return null;
  return <div dangerouslySetInnerHTML={{ __html: html }} />;
}
