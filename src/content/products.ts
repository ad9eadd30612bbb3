/**
 * The shop's digital products. Prices are US dollars. Their words are the shop area's catalog
 * (src/content/messages/shop, docs/i18n.md): the page shows each through the shop's translator.
 */
import * as m from './messages/shop/compiled/en.js';

export interface ProductTestimonial {
  quote: string;
  author: string;
}

export interface Product {
  id: string;
  slug: string;
  title: string;
  description: string;
  /** One line for the shop grid. */
  summary: string;
  /** US dollars, e.g. 49.99. */
  price: number;
  imageAlt: string;
  /** Site-relative address of an illustration shipped in the build. */
  imageUrl: string;
  features: string[];
  testimonials: ProductTestimonial[];
}

export const products: Product[] = [
  {
    id: 'prod-001',
    slug: 'the-ultimate-document-bundle',
    title: m.p1_title,
    summary: m.p1_summary,
    description: m.p1_description,
    price: 49.99,
    imageAlt: m.p1_alt,
    imageUrl: '/images/products/the-ultimate-document-bundle.svg',
    features: [m.p1_f1, m.p1_f2, m.p1_f3, m.p1_f4, m.p1_f5, m.p1_f6],
    testimonials: [{ quote: m.p1_quote, author: m.p1_author }],
  },
  {
    id: 'prod-002',
    slug: 'co-parenting-communication-scripts',
    title: m.p2_title,
    summary: m.p2_summary,
    description: m.p2_description,
    price: 29.99,
    imageAlt: m.p2_alt,
    imageUrl: '/images/products/co-parenting-communication-scripts.svg',
    features: [m.p2_f1, m.p2_f2, m.p2_f3, m.p2_f4, m.p2_f5, m.p2_f6],
    testimonials: [{ quote: m.p2_quote, author: m.p2_author }],
  },
  {
    id: 'prod-003',
    slug: 'financial-planning-toolkit',
    title: m.p3_title,
    summary: m.p3_summary,
    description: m.p3_description,
    price: 39.99,
    imageAlt: m.p3_alt,
    imageUrl: '/images/products/financial-planning-toolkit.svg',
    features: [m.p3_f1, m.p3_f2, m.p3_f3, m.p3_f4, m.p3_f5, m.p3_f6],
    testimonials: [{ quote: m.p3_quote, author: m.p3_author }],
  },
  {
    id: 'prod-004',
    slug: 'court-preparation-guide',
    title: m.p4_title,
    summary: m.p4_summary,
    description: m.p4_description,
    price: 24.99,
    imageAlt: m.p4_alt,
    imageUrl: '/images/products/court-preparation-guide.svg',
    features: [m.p4_f1, m.p4_f2, m.p4_f3, m.p4_f4, m.p4_f5, m.p4_f6],
    testimonials: [{ quote: m.p4_quote, author: m.p4_author }],
  },
];
