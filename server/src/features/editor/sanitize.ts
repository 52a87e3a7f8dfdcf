import sanitizeHtml from 'sanitize-html';
import { RICH_TEXT_FIELDS } from 'shared-contracts/modules';
import type { ModuleKind } from 'shared-contracts/site';

/** Only plain anchor names survive: lowercase words and hyphens, which cannot shadow a document property. */
const ANCHOR_ID = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
function withAnchorId(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  if (attribs.id === undefined || (ANCHOR_ID.test(attribs.id) && attribs.id.length <= 64 && !RESERVED_IDS.has(attribs.id))) return { ...attribs };
  const { id: _dropped, ...rest } = attribs;
  return rest;
}
const RESERVED_IDS = new Set(['cookie', 'domain', 'location', 'forms', 'images', 'links', 'body', 'head', 'title', 'main-content']);

/** The rich-text toolbar's marks: bold, italic, link, bulleted and numbered lists; paragraphs and breaks. */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['b', 'strong', 'i', 'em', 'a', 'ul', 'ol', 'li', 'p', 'br'],
  // Ids stay on block elements so anchor lists ("Anfahrt") have a target to jump to.
  allowedAttributes: { a: ['href', 'target', 'rel', 'id'], p: ['id'], ul: ['id'], ol: ['id'], li: ['id'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: {
    '*': (tagName, attribs) => ({ tagName, attribs: withAnchorId(attribs) }),
    // A new-window link must not hand the opener to the target page.
    a: (tagName, attribs) => {
      const attrs = withAnchorId(attribs);
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
