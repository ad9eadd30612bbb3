import { Link, useParams } from 'wouter';
import { PageMeta } from '../../ui/PageMeta';
import { toast } from '../../state/toast';
import { config, siteUrl } from '../../lib/config';
import { productSchema } from '../../lib/schemas';
import { products } from '../../content/products';
import { buyAction, checkoutSoonDescription, CHECKOUT_SOON_TITLE, findProduct, formatPrice } from './shop';
import './shop.css';
import { SAMPLE_QUOTE_NOTE } from '../../content/samples';
import { BackLink } from '../../ui/BackLink';
import { Icon } from '../../ui/Icon';
import * as paths from '../../lib/paths';
import { productPath } from '../../lib/paths';

export default function ProductPage() {
  const params = useParams<{ slug: string }>();
  const slug = params.slug ?? '';
  const product = findProduct(products, slug);

  if (!product) {
    return (
      <div className="container page page--center">
        <PageMeta title="Product not found" description="This product is not in the EvenGround shop." path={productPath(slug)} />
        <h1>Product not found</h1>
        <p className="lead">We couldn't find a product at this address. It may have been renamed or removed.</p>
        <p>
          <Link href={paths.shop} className="btn">
            Back to Shop
          </Link>
        </p>
      </div>
    );
  }

  const testimonial = product.testimonials[0];

  function buy() {
    if (!product) return;
    const action = buyAction(product.slug, config.checkoutUrls);
    if (action.kind === 'open') {
      window.open(action.url, '_blank', 'noopener,noreferrer');
      return;
    }
    toast({ title: CHECKOUT_SOON_TITLE, description: checkoutSoonDescription(product.title), variant: 'info' });
  }

  return (
    <div className="container page">
      <PageMeta
        title={product.title}
        description={product.summary}
        path={productPath(product.slug)}
        schema={productSchema(siteUrl(), {
          title: product.title,
          description: product.description,
          price: product.price,
          slug: product.slug,
          image: product.imageUrl,
        })}
      />
      <BackLink href={paths.shop}>Back to Shop</BackLink>
      <div className="product">
        <img className="product__image" src={product.imageUrl} alt={product.imageAlt} width={600} height={400} />
        <div className="product__info">
          <h1>{product.title}</h1>
          <p className="product__price" data-testid="product-price">
            {formatPrice(product.price)}
          </p>
          <p>{product.description}</p>
          <div className="btn-row">
            <button type="button" className="btn btn--accent product__buy" onClick={buy}>
              Buy Now
            </button>
          </div>
          <ul className="product__notes">
            <li>
              <Icon name="lock" /> <strong>Secure Checkout</strong>: payment is handled by our checkout provider; EvenGround never
              sees your card details.
            </li>
            <li>
              <Icon name="download" /> <strong>Instant Digital Download</strong>: your files are delivered as soon as payment is
              complete.
            </li>
          </ul>
        </div>
      </div>

      <div className="grid grid--2 product__details">
        <section className="card" aria-labelledby="features-heading">
          <h2 id="features-heading">What's included</h2>
          <ul className="product__features">
            {product.features.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        </section>
        {testimonial ? (
          <section className="card" aria-labelledby="testimonial-heading">
            <h2 id="testimonial-heading">What parents say</h2>
            <figure className="product__testimonial">
              <blockquote>
                <p>“{testimonial.quote}”</p>
              </blockquote>
              <figcaption>— {testimonial.author}</figcaption>
            </figure>
            <p className="sample-note">{SAMPLE_QUOTE_NOTE}</p>
          </section>
        ) : null}
      </div>

      <section className="product__refund" aria-labelledby="refund-heading">
        <h2 id="refund-heading">Refund policy</h2>
        <p>
          All sales are final. Because these are digital products delivered instantly, they are non-refundable. If you have any
          trouble downloading your files, email <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a> and we'll help
          you get them.
        </p>
      </section>
    </div>
  );
}
