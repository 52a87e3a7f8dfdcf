import sanitizeHtml from 'sanitize-html';

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

/**
 * The one sanitizer for CMS rich text: every HTML field the API serves has passed it, when staff saved it or when it
 * is read (event and production texts, which arrive by import and seed). Remotes insert it as it comes (decision 034).
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
