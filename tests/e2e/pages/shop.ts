import type { Page } from '@playwright/test';

/** The shop (/shop) and a product's page (/shop/:slug), found here once. */
export const shop = {
  jsonLd: (page: Page) => page.locator('script[type="application/ld+json"]'),
  productLinks: (page: Page) => page.getByRole('list', { name: 'Products' }).getByRole('link'),
  price: (page: Page) => page.getByTestId('product-price'),
  image: (page: Page) => page.locator('img.product__image'),
  /** A section of the product page by its heading ("What's included", 'Refund policy'). */
  section: (page: Page, name: string) => page.getByRole('heading', { name }),
  features: (page: Page) => page.locator('.product__features li'),
  /** A line of the page by its exact words (a testimonial, 'Secure Checkout', …). */
  line: (page: Page, words: string) => page.getByText(words, { exact: true }),
  refund: (page: Page) => page.locator('.product__refund'),
  refundLink: (page: Page) => page.locator('.product__refund a'),
  buyNow: (page: Page) => page.getByRole('button', { name: 'Buy Now' }),
  backToShop: (page: Page) => page.getByRole('link', { name: 'Back to Shop' }),
};
