import type { Article } from 'shared-contracts/entities';
import { type JsonLd, type LdSite, absoluteUrl, organizationRef } from './json-ld';

/**
 * Article of a magazine entry. Articles carry one date (the publication day), which is also their last change as
 * far as the content model knows; without an author name the site itself is the author.
 */
export function articleLd(site: LdSite, article: Article): JsonLd {
  const image = article.image_obj?.url ?? site.logo;
  return {
    '@type': 'Article',
    headline: article.title.slice(0, 110),
    ...(article.teaser_text ? { description: article.teaser_text } : {}),
    ...(image ? { image: [absoluteUrl(site, image)] } : {}),
    datePublished: article.date,
    dateModified: article.date,
    author: article.author ? [{ '@type': 'Person', name: article.author }] : [organizationRef(site)],
    publisher: organizationRef(site),
    inLanguage: site.locale,
    articleSection: article.category.name,
    ...(article.tags.length ? { keywords: article.tags.map((t) => t.name).join(', ') } : {}),
    url: absoluteUrl(site, article.urls[site.locale]),
    mainEntityOfPage: absoluteUrl(site, article.urls[site.locale]),
  };
}
