/** Named entities the rich text editor writes; others stay as they are (counted by their length). */
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * The text a visitor reads in a piece of rich text: tags left out, entities as the one character they show. Limits
 * on rich text count this, not the markup, so a bold word or a link costs no more than its letters.
 */
export function visibleText(html: string): string {
  return html.replace(/<[^>]*>/g, '').replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return NAMED[name.toLowerCase()] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

export const visibleTextLength = (html: string): number => visibleText(html).length;
