import { str } from '../../../lib/module-data';
import type { ModuleViewProps } from './module-views';
import styles from './quote-module.module.css';

export function QuoteModule({ module }: ModuleViewProps) {
  const content = str(module.data, 'content');
  if (!content) return null;
  const author = str(module.data, 'author');
  return (
    <figure className={styles.quote} id={str(module.data, 'anchor') || undefined}>
      <blockquote className={styles.text}>
        <p>{content}</p>
      </blockquote>
      {author && <figcaption className={styles.author}>— {author}</figcaption>}
    </figure>
  );
}
