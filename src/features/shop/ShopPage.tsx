import { Link } from 'wouter';
import { PageMeta } from '../../ui/PageMeta';
import { products } from '../../content/products';
import { formatPrice } from './shop';
import './shop.css';
import * as paths from '../../lib/paths';
import { productPath } from '../../lib/paths';

export default function ShopPage() {
  return (
    <div className="container page">
      <PageMeta
        title="Shop"
        description="Digital guides, templates and scripts for parents going through divorce: document bundle, communication scripts, financial toolkit and court preparation guide."
        path={paths.shop}
        keywords={['divorce templates', 'co-parenting scripts', 'court preparation']}
      />
      <h1>Shop</h1>
      <p className="lead">
        Practical digital resources, written in plain language, to help you stay organised and calm through every stage of your
        divorce.
      </p>
      <ul className="grid grid--4 shop-grid" aria-label="Products">
        {products.map((p) => (
          <li key={p.id} className="card shop-card">
            <img className="shop-card__image" src={p.imageUrl} alt={p.imageAlt} width={600} height={400} loading="lazy" />
            <h2 className="shop-card__title">
              <Link href={productPath(p.slug)} className="shop-card__link">
                {p.title}
              </Link>
            </h2>
            <p className="shop-card__summary">{p.summary}</p>
            <p className="shop-card__price">{formatPrice(p.price)}</p>
          </li>
        ))}
      </ul>
      <p className="muted shop-note">All products are digital downloads. Sales are final; see each product page for details.</p>
    </div>
  );
}
