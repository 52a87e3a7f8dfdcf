import type { ColumnLayout } from 'shared-contracts/site';
import { img, str } from '../../../lib/module-data';
import { ModuleList } from './module-tree';
import type { ModuleViewProps } from './module-views';
import styles from './container-module.module.css';

const LAYOUT_CLASS: Record<ColumnLayout, string> = {
  '100': styles.l100,
  '67-33': styles.l67_33,
  '33-67': styles.l33_67,
  '50-50': styles.l50_50,
  '33-33-33': styles.l33_33_33,
  '25-50-25': styles.l25_50_25,
};

/** Known background variants of sections; anything else keeps the page background. */
const BACKGROUNDS = ['beige', 'turquoise', 'cc01', 'cc02', 'cc03'] as const;
const LAYOUT_BY_COUNT: Record<number, ColumnLayout> = { 1: '100', 2: '50-50', 3: '33-33-33' };

/** Containers and sections: a row of columns in one of the layouts (docs/product.md), optional background. */
export function ContainerModule({ module }: ModuleViewProps) {
  // Variants come as 'beige', 'beige-decoration', 'turquoise decoration' …
  const extra = str(module.data, 'extra_class').split(/[\s-]+/).filter(Boolean);
  const background = BACKGROUNDS.find((b) => extra.includes(b));
  const decorated = extra.includes('decoration');
  const image = img(module.data);
  const columns = module.columns ?? [];
  const classes = [
    styles.section,
    background ? styles[background] : '',
    decorated ? styles.decorated : '',
    image ? styles.withImage : '',
  ].join(' ');
  return (
    <section
      className={classes}
      id={module.slug ?? undefined}
      style={image ? { backgroundImage: `url(${JSON.stringify(image.url)})` } : undefined}
    >
      <div className={`${styles.grid} ${LAYOUT_CLASS[module.layout ?? LAYOUT_BY_COUNT[columns.length] ?? '100'] ?? styles.l100}`}>
        {columns.map((column, index) => (
          <div key={index} className={`${styles.column} ${column.classes}`}>
            <ModuleList modules={column.children} />
          </div>
        ))}
      </div>
      {module.children?.length ? <ModuleList modules={module.children} /> : null}
    </section>
  );
}
