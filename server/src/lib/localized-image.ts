/**
 * Entity images are stored once for both languages; their alt text is the entity's own title in the language of
 * the request, so an English page never describes its pictures in German.
 */
export function withAlt<T>(image: T, alt: string): T {
  if (!image || typeof image !== 'object' || !alt) return image;
  return { ...image, alt };
}
