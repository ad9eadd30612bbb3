import { describe, expect, it } from 'vitest';
import { products } from '../../src/content/products';
import { buyAction, checkoutSoonToast, findProduct, formatPrice } from '../../src/features/shop/shop';
import { productSchema } from '../../src/lib/schemas';

describe('products', () => {
  it('has the four products with their slugs and prices, in order', () => {
    expect(products.map((p) => [p.slug, p.title, p.price])).toEqual([
      ['the-ultimate-document-bundle', 'The Ultimate Document Bundle', 49.99],
      ['co-parenting-communication-scripts', 'Co-Parenting Communication Scripts', 29.99],
      ['financial-planning-toolkit', 'Financial Planning Toolkit', 39.99],
      ['court-preparation-guide', 'Court Preparation Guide', 24.99],
    ]);
  });

  it('states the documented facts of the first two products', () => {
    expect(products[0]!.description).toContain('More than 20');
    expect(products[0]!.features[0]).toBe('20+ templates in editable Word and fillable PDF formats');
    const scripts = products[1]!;
    expect(scripts.features.join(' ')).toContain('30+ scripts');
    expect(scripts.features.join(' ')).toContain('15 conflict scenarios');
    expect(scripts.description).toContain('BIFF method');
  });

  it('gives every product an id, image, alt text, features and a testimonial', () => {
    const ids = new Set(products.map((p) => p.id));
    expect(ids.size).toBe(4);
    for (const p of products) {
      expect(p.imageUrl).toBe(`/images/products/${p.slug}.svg`);
      expect(p.imageAlt.length).toBeGreaterThan(10);
      expect(p.features.length).toBeGreaterThanOrEqual(5);
      expect(p.testimonials.length).toBeGreaterThanOrEqual(1);
      expect(p.testimonials[0]!.author.length).toBeGreaterThan(0);
    }
  });
});

describe('findProduct', () => {
  it('finds each product by slug', () => {
    for (const p of products) expect(findProduct(products, p.slug)).toBe(p);
  });
  it('returns null for unknown, empty or differently-cased slugs', () => {
    expect(findProduct(products, 'no-such-thing')).toBeNull();
    expect(findProduct(products, '')).toBeNull();
    expect(findProduct(products, undefined)).toBeNull();
    expect(findProduct(products, null)).toBeNull();
    expect(findProduct(products, 'The-Ultimate-Document-Bundle')).toBeNull();
  });
});

describe('formatPrice', () => {
  it.each([
    [49.99, '$49.99'],
    [29.99, '$29.99'],
    [39.99, '$39.99'],
    [24.99, '$24.99'],
    [0, '$0.00'],
    [5, '$5.00'],
    [5.5, '$5.50'],
    [1234.5, '$1,234.50'],
    [0.1 + 0.2, '$0.30'],
  ])('%s -> %s', (price, text) => {
    expect(formatPrice(price)).toBe(text);
  });
});

describe('buyAction (Buy Now: checkout link or a truthful notice)', () => {
  it('opens the configured checkout link', () => {
    expect(buyAction('court-preparation-guide', { 'court-preparation-guide': 'https://pay.example.com/c/abc?x=1' })).toEqual({
      kind: 'open',
      url: 'https://pay.example.com/c/abc?x=1',
    });
  });
  it('says checkout is coming soon when none is configured', () => {
    expect(buyAction('court-preparation-guide', {})).toEqual({ kind: 'coming-soon' });
    expect(buyAction('court-preparation-guide', { 'court-preparation-guide': '   ' })).toEqual({ kind: 'coming-soon' });
    expect(buyAction('court-preparation-guide', { 'financial-planning-toolkit': 'https://pay.example.com/x' })).toEqual({
      kind: 'coming-soon',
    });
  });
  it('never opens something that is not a web address', () => {
    expect(buyAction('a', { a: 'javascript:alert(1)' })).toEqual({ kind: 'coming-soon' });
    expect(buyAction('a', { a: 'not a url' })).toEqual({ kind: 'coming-soon' });
    expect(buyAction('a', { a: 'ftp://example.com/file' })).toEqual({ kind: 'coming-soon' });
  });
  it('describes the coming-soon state truthfully', () => {
    expect(checkoutSoonToast('Court Preparation Guide')).toEqual({
      title: 'Checkout Coming Soon',
      description:
        "Online checkout for Court Preparation Guide isn't connected yet, so nothing was charged. Please check back soon.",
      variant: 'info',
    });
  });
});

describe('product structured data', () => {
  it('states the 4.8 rating from 25 reviews and the price', () => {
    const p = products[0]!;
    const s = productSchema('https://evenground.example', {
      title: p.title,
      description: p.description,
      price: p.price,
      slug: p.slug,
      image: p.imageUrl,
    }) as { '@type': string; aggregateRating: unknown; offers: { price: string }; url: string; image: string };
    expect(s['@type']).toBe('Product');
    expect(s.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.8, reviewCount: 25 });
    expect(s.offers.price).toBe('49.99');
    expect(s.url).toBe('https://evenground.example/shop/the-ultimate-document-bundle');
    expect(s.image).toBe('https://evenground.example/images/products/the-ultimate-document-bundle.svg');
  });
});
