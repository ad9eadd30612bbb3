import { describe, expect, it } from 'vitest';
import { buildMeta, websiteSchema } from '../../src/lib/meta';
import { organizationSchema, productSchema } from '../../src/lib/schemas';

describe('buildMeta', () => {
  const site = 'https://evenground.example';

  it('builds title, canonical, Open Graph and the large-image Twitter card', () => {
    const m = buildMeta({ title: 'Resource Hub', description: 'Guides and tools.', path: '/resources' }, site);
    expect(m.title).toBe('Resource Hub | EvenGround');
    expect(m.canonical).toBe('https://evenground.example/resources');
    expect(m.image).toBe('https://evenground.example/images/og-default.png');
    expect(m.imageWidth).toBe(1200);
    expect(m.imageHeight).toBe(630);
    expect(m.og['og:url']).toBe('https://evenground.example/resources');
    expect(m.og['og:image:width']).toBe('1200');
    expect(m.twitter['twitter:card']).toBe('summary_large_image');
    expect(m.jsonLd).toBeNull();
  });

  it('keeps the default keywords first and drops duplicates', () => {
    const m = buildMeta({ title: 'X', description: 'd', path: '/', keywords: ['divorce checklist', 'co-parenting'] }, site);
    expect(m.keywords).toBe(
      'parenting plan, child custody, legal document templates, financial affidavit, child support calculator, divorce checklist, co-parenting',
    );
  });

  it('does not repeat the site name and handles a trailing slash on the site address', () => {
    const m = buildMeta({ title: 'EvenGround: Home', description: 'd', path: '/' }, 'https://a.example/');
    expect(m.title).toBe('EvenGround: Home');
    expect(m.canonical).toBe('https://a.example/');
  });

  it('keeps absolute image addresses and escapes "<" in JSON-LD', () => {
    const m = buildMeta(
      { title: 'T', description: 'd', path: '/shop', image: 'https://cdn.example/i.png', schema: { name: '</script><b>' } },
      site,
    );
    expect(m.image).toBe('https://cdn.example/i.png');
    expect(m.jsonLd).toBe('{"name":"\\u003c/script>\\u003cb>"}');
    expect(JSON.parse(m.jsonLd!)).toEqual({ name: '</script><b>' });
  });
});

describe('structured data', () => {
  it('WebSite has the resources?q={term} search action', () => {
    const s = websiteSchema('https://e.example') as { potentialAction: { target: string } };
    expect(s.potentialAction.target).toBe('https://e.example/resources?q={term}');
  });

  it('Product states 4.8 from 25 reviews, each rated 5', () => {
    const s = productSchema('https://e.example', { title: 'Bundle', description: 'd', price: 49.99, slug: 'b' }) as {
      aggregateRating: { ratingValue: number; reviewCount: number };
      review: Array<{ reviewRating: { ratingValue: number } }>;
      offers: { price: string; priceCurrency: string };
      url: string;
    };
    expect(s.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.8, reviewCount: 25 });
    expect(s.review).toHaveLength(25);
    expect(s.review.every((r) => r.reviewRating.ratingValue === 5)).toBe(true);
    expect(s.offers.price).toBe('49.99');
    expect(s.offers.priceCurrency).toBe('USD');
    expect(s.url).toBe('https://e.example/shop/b');
  });

  it('Organization lists only configured social links', () => {
    const s = organizationSchema('https://e.example', ['https://x.com/eg', '']) as { sameAs: string[]; logo: string };
    expect(s.sameAs).toEqual(['https://x.com/eg']);
    expect(s.logo).toBe('https://e.example/icons/icon-512.png');
  });
});
