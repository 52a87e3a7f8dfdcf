import sanitizeHtml from 'sanitize-html';
import { RICH_TEXT_FIELDS } from 'shared-contracts/modules';
import type { ModuleKind } from 'shared-contracts/site';

/** The rich-text toolbar's marks: bold, italic, link, bulleted and numbered lists; paragraphs and breaks. */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['b', 'strong', 'i', 'em', 'a', 'ul', 'ol', 'li', 'p', 'br'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: {
    // A new-window link must not hand the opener to the target page.
    a: (tagName, attribs) => {
      const attrs = { ...attribs };
      if (attrs.target && attrs.target !== '_blank') delete attrs.target;
      if (attrs.target === '_blank') attrs.rel = 'noopener noreferrer';
      return { tagName, attribs: attrs };
    },
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** Sanitizes the rich-text fields of a module's data in place (paths like `items.*.answer` walk arrays). */
export function sanitizeModuleData(kind: ModuleKind, data: Record<string, unknown>): Record<string, unknown> {
  const walk = (value: unknown, parts: string[]): unknown => {
    if (!parts.length) return typeof value === 'string' ? sanitizeRichText(value) : value;
    const [head, ...rest] = parts;
    if (head === '*') return Array.isArray(value) ? value.map((v) => walk(v, rest)) : value;
    if (value && typeof value === 'object' && head in value) {
      return { ...(value as Record<string, unknown>), [head]: walk((value as Record<string, unknown>)[head], rest) };
    }
    return value;
  };
  let out: unknown = data;
  for (const field of RICH_TEXT_FIELDS[kind] ?? []) out = walk(out, field.split('.'));
  return out as Record<string, unknown>;
}
