import { Parser } from 'htmlparser2';

/** Elements that end a line of text: paragraphs, list items, headings, breaks. */
const LINE_ENDS = new Set(['p', 'div', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'tr', 'br']);

/**
 * Rich text (as the CMS stores it) as plain text, read by an HTML parser: entities decoded, tags gone, each paragraph,
 * list item or break a line of its own (list items start with "• "), white space collapsed within a line.
 * For PDFs, mails and calendar files; `plainLine` for heads and structured data.
 */
export function plainText(html: string | null | undefined): string {
  const lines: string[] = [];
  let line = '';
  const endLine = () => {
    const text = line.replace(/\s+/g, ' ').trim();
    if (text) lines.push(text);
    line = '';
  };
  const parser = new Parser(
    {
      onopentag(name) {
        if (name === 'br') endLine();
        if (name === 'li') {
          endLine();
          line = '• ';
        }
      },
      ontext(text) {
        line += text;
      },
      onclosetag(name) {
        if (LINE_ENDS.has(name) && name !== 'br') endLine();
      },
    },
    { decodeEntities: true },
  );
  parser.write(html ?? '');
  parser.end();
  endLine();
  return lines.join('\n');
}

/** Rich text as one line of at most `max` characters: a description for a page's head or its structured data. */
export function plainLine(html: string | null | undefined, max: number): string {
  return plainText(html).replace(/\n/g, ' ').slice(0, max);
}
