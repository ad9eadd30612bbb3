/**
 * Structured data (JSON-LD) for About & Contact and the shop's product pages. Apart from
 * src/lib/meta.ts, which the shell loads for every page, so a first visit does not download
 * them (docs/performance.md). The home page's WebSite schema stays in meta.ts.
 */
import { absolute, DEFAULT_IMAGE_PATH, SITE_NAME } from './meta';
import * as paths from './paths';
import { productPath } from './paths';

export function organizationSchema(site: string, socialLinks: string[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE_NAME,
    url: absolute(site, paths.home),
    logo: absolute(site, '/icons/icon-512.png'),
    sameAs: socialLinks.filter(Boolean),
  };
}

export interface ProductSchemaInput {
  title: string;
  description: string;
  price: number;
  slug: string;
  image?: string;
}

/** Built-in product data: a 4.8 rating from 25 reviews, each rated 5. */
export function productSchema(site: string, p: ProductSchemaInput): Record<string, unknown> {
  const review = {
    '@type': 'Review',
    reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5 },
    author: { '@type': 'Person', name: 'Verified buyer' },
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.title,
    description: p.description,
    image: absolute(site, p.image ?? DEFAULT_IMAGE_PATH),
    url: absolute(site, productPath(p.slug)),
    offers: { '@type': 'Offer', price: p.price.toFixed(2), priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
    aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.8, reviewCount: 25 },
    review: Array.from({ length: 25 }, () => review),
  };
}
