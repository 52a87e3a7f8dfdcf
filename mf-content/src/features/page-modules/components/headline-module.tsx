import { num, str } from '../../../lib/module-data';
import { useContext } from 'react';
import { HeadlineOutlineContext, useIsPageTitle } from '../hooks/page-title';
import type { ModuleViewProps } from './module-views';
import styles from './headline-module.module.css';

type Level = 2 | 3 | 4 | 5 | 6;

/** Headline levels 2-6 (the page title is the h1, see page-title.ts); out-of-range levels are clamped. */
export function headlineLevel(value: number | string | null): Level {
  const n = Number(value);
  if (!Number.isFinite(n)) return 2;
  return Math.min(6, Math.max(2, Math.round(n))) as Level;
}

export function HeadlineModule({ module }: ModuleViewProps) {
  const isTitle = useIsPageTitle(module);
  const outline = useContext(HeadlineOutlineContext);
  const d = module.data;
  const content = str(d, 'content');
  if (!content) return null;
  const level = headlineLevel(num(d, 'headline_level') ?? str(d, 'headline_level'));
  // As the page's h1 (no host header, no hero) it keeps the look of its configured level.
  const Tag = isTitle ? 'h1' : (`h${Math.min(outline.get(module.id) ?? level, 6) as Level}` as const);
  const preline = str(d, 'preline');
  const subline = str(d, 'subline');
  return (
    <hgroup className={`${styles.group} ${styles[`level${level}`]}`} id={str(d, 'anchor') || undefined}>
      {preline && <p className={styles.preline}>{preline}</p>}
      <Tag className={styles.headline}>{content}</Tag>
      {subline && <p className={styles.subline}>{subline}</p>}
    </hgroup>
  );
}
