/** Shop rules with a right answer: product look-up, price format, what Buy Now does. */
import type { Product } from '../../content/products';
import { groupThousands } from '../../lib/thousands';
import type { ToastInput } from '../../state/toast';
import * as m from '../../content/messages/shop/compiled/en.js';
import { english, type Translate } from '../../lib/translate';

/** The product with that slug, or null (an unknown slug shows "Product not found"). */
export function findProduct(list: readonly Product[], slug: string | undefined | null): Product | null {
  if (!slug) return null;
  return list.find((p) => p.slug === slug) ?? null;
}

/** "$49.99": US dollars with two decimals. */
export function formatPrice(price: number): string {
  const cents = Math.round(price * 100);
  const dollars = Math.floor(cents / 100);
  const rest = String(cents % 100).padStart(2, '0');
  return `$${groupThousands(dollars)}.${rest}`;
}

export type BuyAction = { kind: 'open'; url: string } | { kind: 'coming-soon' };

/**
 * Buy Now (docs/product-rules.md, "Honest actions"): open the product's configured checkout link, or,
 * with none (or one that is not a web address), say truthfully that checkout is coming soon.
 */
export function buyAction(slug: string, checkoutUrls: Readonly<Record<string, string>>): BuyAction {
  const raw = (checkoutUrls[slug] ?? '').trim();
  if (!raw) return { kind: 'coming-soon' };
  try {
    const url = new URL(raw);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return { kind: 'coming-soon' };
    return { kind: 'open', url: url.href };
  } catch {
    return { kind: 'coming-soon' };
  }
}

/** Buy Now's toast while checkout is not connected, in the language of `t`. */
export function checkoutSoonToast(title: string, t: Translate = english): ToastInput {
  return { title: t(m.checkout_soon_title), description: t(m.checkout_soon_text, { title }), variant: 'info' };
}
