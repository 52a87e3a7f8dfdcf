import { createContext, useContext, type ReactNode } from 'react';

export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

/** Below the page's own title (h1) a region's headings start at h2. */
const HeadingLevelContext = createContext<HeadingLevel>(2);

/**
 * The level a heading takes where it is rendered: one below the nearest heading around it. A card or a row then has
 * the right level in every list that shows it (under a section title, or right under the page's h1), so the outline
 * never skips a level, which screen-reader users navigate by.
 */
export function useHeadingLevel(): HeadingLevel {
  return useContext(HeadingLevelContext);
}

/** Headings inside `children` sit one level below this region's heading; with `titled` false the region has none. */
export function UnderHeading({ titled = true, children }: { titled?: boolean; children: ReactNode }) {
  const level = useHeadingLevel();
  if (!titled) return <>{children}</>;
  return <HeadingLevelContext.Provider value={Math.min(level + 1, 6) as HeadingLevel}>{children}</HeadingLevelContext.Provider>;
}
