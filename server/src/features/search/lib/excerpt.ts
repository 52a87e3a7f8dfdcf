/** Longest excerpt a search hit shows, in characters. */
export const EXCERPT_LENGTH = 200;

/**
 * A readable excerpt: whitespace collapsed, and when the text is longer than `max`, cut at the last word boundary
 * before it (never inside a word), trailing punctuation dropped, and an ellipsis added.
 */
export function excerpt(text: string, max = EXCERPT_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').replace(/\s+([.,;:!?])/g, '$1').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max + 1);
  const boundary = cut.lastIndexOf(' ');
  const head = (boundary > max * 0.5 ? cut.slice(0, boundary) : clean.slice(0, max)).replace(/[\s.,;:!?–—-]+$/, '');
  return `${head} …`;
}
