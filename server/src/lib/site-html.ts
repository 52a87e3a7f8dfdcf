import sanitizeHtml from 'sanitize-html';

/**
 * Staff write the footer's HTML blocks and the custom error pages as HTML. Both are inserted into every visitor's
 * page as they come, so what can run (scripts, event attributes, javascript: links, frames, forms) is removed when
 * they are saved; what lays them out (classes, lang for the part of one language, images, lists) stays.
 */
const LAYOUT_TAGS = [...sanitizeHtml.defaults.allowedTags, 'img', 'picture', 'source', 'svg', 'path', 'g', 'title', 'h1', 'h2'];
const LAYOUT_ATTRIBUTES: sanitizeHtml.IOptions['allowedAttributes'] = {
  '*': ['class', 'id', 'lang', 'title', 'aria-label', 'aria-hidden', 'role'],
  a: ['href', 'target', 'rel'],
  img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'decoding'],
  source: ['srcset', 'type', 'media', 'sizes'],
  svg: ['viewbox', 'viewBox', 'width', 'height', 'xmlns', 'fill'],
  path: ['d', 'fill', 'stroke', 'stroke-width'],
};
const COMMON: sanitizeHtml.IOptions = {
  allowedAttributes: LAYOUT_ATTRIBUTES,
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    // A new-window link must not hand the opener to the target page.
    a: (tagName, attribs) => (attribs.target === '_blank' ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } } : { tagName, attribs }),
  },
};

/** A footer block: a fragment of layout HTML. */
export function sanitizeFooterHtml(html: string): string {
  return sanitizeHtml(html, { ...COMMON, allowedTags: LAYOUT_TAGS });
}

/**
 * A custom error page: a whole document whose <style> and <body> the error page shows. Its style sheet is kept as
 * text (it cannot run code in a style element); the document's frame is kept so the body can be found again.
 */
export function sanitizeErrorPageHtml(html: string): string {
  const cleaned = sanitizeHtml(html, {
    ...COMMON,
    allowedTags: [...LAYOUT_TAGS, 'html', 'head', 'body', 'meta', 'style'],
    allowedAttributes: { ...LAYOUT_ATTRIBUTES, meta: ['charset', 'name', 'content'] },
    // style is listed on purpose: its text is CSS, shown only inside the error page.
    allowVulnerableTags: true,
  });
  return /^\s*<html/i.test(cleaned) ? `<!doctype html>\n${cleaned.trim()}` : cleaned.trim();
}

/** What an error page shows of a custom page: its style sheets' text and its body's markup. */
export interface ErrorPageParts {
  style: string;
  body: string;
}

/**
 * A custom error page taken apart on the server, so the page's server render can show it in the first HTML (the
 * browser has no DOMParser to wait for). The stored page was cleaned when it was saved; it is cleaned again here, in
 * case it was written before that rule or by hand, and the body once more as a fragment of layout HTML. Only
 * `</style` could end the style element early; `\/` reads as `/` in CSS.
 */
export function errorPageParts(html: string): ErrorPageParts {
  const clean = sanitizeErrorPageHtml(html);
  const style = [...clean.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => match[1]!.trim()).join('\n');
  const withoutHead = clean.replace(/<head\b[\s\S]*?<\/head>/i, '').replace(/<style\b[^>]*>[\s\S]*?<\/style>/gi, '');
  const inner = /<body\b[^>]*>([\s\S]*)<\/body>/i.exec(withoutHead)?.[1] ?? withoutHead;
  return { style: style.replace(/<\/style/gi, '<\\/style'), body: sanitizeHtml(inner, { ...COMMON, allowedTags: LAYOUT_TAGS }).trim() };
}
