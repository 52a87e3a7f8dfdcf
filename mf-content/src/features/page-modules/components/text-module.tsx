import { bool, str } from '../../../lib/module-data';
import type { ModuleViewProps } from './module-views';
import styles from './text-module.module.css';

/** Rich text from the editor; the server sanitises it on save (allow-list of tags and attributes). */
export function TextModule({ module }: ModuleViewProps) {
  const content = str(module.data, 'content');
  if (!content) return null;
  return (
    <div
      className={`${styles.text} ${bool(module.data, 'decrease_distance') ? styles.tight : ''}`}
      id={str(module.data, 'anchor') || undefined}
      dangerouslySetInnerHTML={{ __html: content }}
    />
  );
}
