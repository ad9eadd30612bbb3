import * as paths from './paths';
import { HUB_SEARCH_TEMPLATE, type AppPath } from './paths';
/** Page metadata (docs/product-rules.md, "Everywhere"): the pure builder behind <PageMeta>. */

export const SITE_NAME = 'EvenGround';
const DEFAULT_KEYWORDS = [
  'parenting plan',
  'child custody',
  'legal document templates',
  'financial affidavit',
  'child support calculator',
  'divorce checklist',
];
export const DEFAULT_IMAGE_PATH = '/images/og-default.png';
const DEFAULT_IMAGE_WIDTH = 1200;
const DEFAULT_IMAGE_HEIGHT = 630;

export interface PageMetaInput {
  title: string;
  description: string;
  /** Extra keywords, added after the defaults. */
  keywords?: string[];
  /** Path of the page, e.g. paths.resources (src/lib/paths.ts). */
  path: AppPath;
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

/** `pathOrUrl` as an absolute address on `site` (left alone when it already is one). */
export function absolute(site: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  const base = site.replace(/\/+$/, '');
  const path = pathOrUrl.startsWith('/') ? pathOrUrl : `/${pathOrUrl}`;
  return `${base}${path}`;
}

export function buildMeta(input: PageMetaInput, site: string): BuiltMeta {
  const title = input.title.includes(SITE_NAME) ? input.title : `${input.title} | ${SITE_NAME}`;
  const canonical = absolute(site, input.path);
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

export function websiteSchema(site: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: SITE_NAME,
    url: absolute(site, paths.home),
    potentialAction: {
      '@type': 'SearchAction',
      target: absolute(site, HUB_SEARCH_TEMPLATE),
      'query-input': 'required name=term',
    },
  };
}
