/**
 * The one place mf-content puts CMS rich text into the page (texts, teasers, FAQ answers, descriptions, article
 * bodies). The HTML is sanitized by the server with an allow-list when staff save it; decision 024 says why this
 * remote does not run DOMPurify in the browser as well, and what would change that. Anchor ids and the classes the
 * CMS sets pass through unchanged.
 */
export function CmsHtml({ html, className, id }: { html: string; className?: string; id?: string }) {
  return <div className={className} id={id} dangerouslySetInnerHTML={{ __html: html }} />;
}
