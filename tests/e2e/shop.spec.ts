import { expect, test, type Page } from '@playwright/test';
import { heading, quietShell } from './helpers';
import { products } from '../../src/content/products';
import { toasts } from './pages/toasts';
import { shop } from './pages/shop';

test.beforeEach(async ({ page }) => {
  await quietShell(page);
});

/** The schema.org Product data a product page publishes (the fields these tests read). */
interface ProductLd {
  '@type': string;
  name: string;
  aggregateRating: unknown;
  offers: { price: string; priceCurrency: string };
  review: Array<{ reviewRating: { ratingValue: number } }>;
}

async function jsonLd(page: Page): Promise<ProductLd[]> {
  const texts = await shop.jsonLd(page).allTextContents();
  return texts.map((t) => JSON.parse(t));
}

test('the shop lists four products, each linking to its page', async ({ page }) => {
  await page.goto('/shop');
  await expect(heading(page, 'Shop')).toBeVisible();
  const links = shop.productLinks(page);
  await expect(links).toHaveCount(4);
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual([
    '/shop/the-ultimate-document-bundle',
    '/shop/co-parenting-communication-scripts',
    '/shop/financial-planning-toolkit',
    '/shop/court-preparation-guide',
  ]);
  await expect(links).toHaveText([
    'The Ultimate Document Bundle',
    'Co-Parenting Communication Scripts',
    'Financial Planning Toolkit',
    'Court Preparation Guide',
  ]);
  await links.nth(2).click();
  await expect(heading(page, 'Financial Planning Toolkit')).toBeVisible();
  await expect(page).toHaveURL(/\/shop\/financial-planning-toolkit$/);
});

const expected: Array<[string, string, string]> = [
  ['the-ultimate-document-bundle', 'The Ultimate Document Bundle', '$49.99'],
  ['co-parenting-communication-scripts', 'Co-Parenting Communication Scripts', '$29.99'],
  ['financial-planning-toolkit', 'Financial Planning Toolkit', '$39.99'],
  ['court-preparation-guide', 'Court Preparation Guide', '$24.99'],
];

for (const [slug, title, price] of expected) {
  test(`/shop/${slug} shows its price, details and Product JSON-LD`, async ({ page }) => {
    await page.goto(`/shop/${slug}`);
    await expect(heading(page, title)).toBeVisible();
    await expect(shop.price(page)).toHaveText(price);
    const product = products.find((p) => p.slug === slug)!;
    const img = shop.image(page);
    await expect(img).toHaveAttribute('src', product.imageUrl);
    await expect(img).toHaveAttribute('alt', product.imageAlt);
    // The illustration ships in the build and actually loads.
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(600);
    await expect(shop.section(page, "What's included")).toBeVisible();
    await expect(shop.features(page)).toHaveCount(product.features.length);
    await expect(shop.line(page, `“${product.testimonials[0]!.quote}”`)).toBeVisible();
    await expect(shop.line(page, 'Secure Checkout')).toBeVisible();
    await expect(shop.line(page, 'Instant Digital Download')).toBeVisible();
    await expect(shop.section(page, 'Refund policy')).toBeVisible();
    await expect(shop.refund(page)).toContainText('All sales are final');
    await expect(shop.refund(page)).toContainText('non-refundable');
    await expect(shop.refundLink(page)).toHaveAttribute('href', 'mailto:support@evenground.app');

    const data = await jsonLd(page);
    expect(data).toHaveLength(1);
    const ld = data[0]!;
    expect(ld['@type']).toBe('Product');
    expect(ld.name).toBe(title);
    expect(ld.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.8, reviewCount: 25 });
    expect(ld.offers.price).toBe(price.slice(1));
    expect(ld.offers.priceCurrency).toBe('USD');
    expect(ld.review).toHaveLength(25);
    expect(ld.review.every((r) => r.reviewRating.ratingValue === 5)).toBe(true);
  });
}

test('Buy Now says truthfully that checkout is not connected yet', async ({ page }) => {
  const opened: string[] = [];
  await page.exposeFunction('__recordOpen', (url: string) => opened.push(url));
  await page.addInitScript(() => {
    window.open = ((url?: string | URL) => {
      window.__recordOpen(String(url));
      return null;
    }) as typeof window.open;
  });
  await page.goto('/shop/court-preparation-guide');
  await shop.buyNow(page).click();
  await expect(toasts(page)).toHaveCount(1);
  await expect(toasts(page).locator('.toast__title')).toHaveText('Checkout Coming Soon');
  await expect(toasts(page).locator('.toast__description')).toHaveText(
    "Online checkout for Court Preparation Guide isn't connected yet, so nothing was charged. Please check back soon.",
  );
  expect(opened).toEqual([]);
});

test('an unknown product shows "Product not found" and leads back to the shop', async ({ page }) => {
  await page.goto('/shop/no-such-product');
  await expect(heading(page, 'Product not found')).toBeVisible();
  expect(await jsonLd(page)).toEqual([]);
  await shop.backToShop(page).click();
  await expect(heading(page, 'Shop')).toBeVisible();
  await expect(page).toHaveURL(/\/shop$/);
});

test('product page works at 360 px without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/shop/the-ultimate-document-bundle');
  await expect(heading(page, 'The Ultimate Document Bundle')).toBeVisible();
  await expect(shop.buyNow(page)).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBe(0);
});
