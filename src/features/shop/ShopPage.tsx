import { Link } from 'wouter';
import { PageMeta } from '../../ui/PageMeta';
import { products } from '../../content/products';
import { formatPrice } from './shop';
import './shop.css';
import * as paths from '../../lib/paths';
import { productPath } from '../../lib/paths';
import * as m from '../../content/messages/shop/compiled/en.js';
import { useLang, useMessages } from '../../ui/i18n';
import { shopMessages } from './shopMessages';

export default function ShopPage() {
  const t = useMessages(shopMessages);
  const spanish = useLang() === 'es';
  return (
    <div className="container page">
      <PageMeta
        title={t(m.title)}
        description={t(m.meta_description)}
        path={paths.shop}
        keywords={['divorce templates', 'co-parenting scripts', 'court preparation']}
      />
      <h1>{t(m.title)}</h1>
      <p className="lead">{t(m.lead)}</p>
      <ul className="grid grid--4 shop-grid" aria-label={t(m.products_label)}>
        {products.map((p) => (
          <li key={p.id} className="card shop-card">
            <img className="shop-card__image" src={p.imageUrl} alt={t(p.imageAlt)} width={600} height={400} loading="lazy" />
            <h2 className="shop-card__title">
              <Link href={productPath(p.slug)} className="shop-card__link">
                {t(p.title)}
              </Link>
            </h2>
            <p className="shop-card__summary">{t(p.summary)}</p>
            <p className="shop-card__price">{formatPrice(p.price)}</p>
          </li>
        ))}
      </ul>
      <p className="muted shop-note">
        {t(m.note)}
        {spanish ? ` ${t(m.files_in_english)}` : null}
      </p>
    </div>
  );
}
