/** A file name part from a title: ASCII words joined by hyphens, at most 40 characters, `fallback` when nothing is left. */
export function fileSlug(text: string, fallback: string): string {
  const slug = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);
  return slug || fallback;
}

/** The library's search: a case-insensitive match in title, alt text or address, then the first `limit` items. */
export function matchingItems<T extends { title: string; alt: string; url: string }>(items: T[], q: string | undefined, limit: number): T[] {
  const needle = q?.toLowerCase();
  return (needle ? items.filter((i) => [i.title, i.alt, i.url].some((v) => v.toLowerCase().includes(needle))) : items).slice(0, limit);
}
