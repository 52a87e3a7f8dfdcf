/**
 * A picture's text alternative next to visible text (its caption, the card's title): a screen reader would read the
 * same words twice, so an alt that only repeats that text (or is missing) becomes empty and the picture decorative.
 */
export function altBesideText(alt: string | null | undefined, shownText: string | null | undefined): string {
  const text = alt?.trim() ?? '';
  return text && text !== (shownText?.trim() ?? '') ? text : '';
}
