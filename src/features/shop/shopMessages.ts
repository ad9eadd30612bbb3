import { catalog } from '../../ui/i18n';

/** The shop's words (the shop, each product, Buy Now's toast); docs/i18n.md. */
export const shopMessages = catalog(() => import('../../content/messages/shop/compiled/es.js'));
