import { bool, str } from '../../../lib/module-data';
import type { ModuleViewProps } from './module-views';
import styles from './text-module.module.css';
import { CmsHtml } from '../../../lib/cms-html';

/** Rich text from the editor, with its anchor as the element's id. */
export function TextModule({ module }: ModuleViewProps) {
  const content = str(module.data, 'content');
  if (!content) return null;
  return (
    <CmsHtml
      className={`${styles.text} ${bool(module.data, 'decrease_distance') ? styles.tight : ''}`}
      id={str(module.data, 'anchor') || undefined}
      html={content}
    />
  );
}
