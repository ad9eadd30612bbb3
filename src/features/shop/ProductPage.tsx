import { Link, useParams } from 'wouter';
import { PageMeta } from '../../ui/PageMeta';
import { toast } from '../../state/toast';
import { config, siteUrl } from '../../lib/config';
import { productSchema } from '../../lib/schemas';
import { products } from '../../content/products';
import { buyAction, checkoutSoonToast, findProduct, formatPrice } from './shop';
import './shop.css';
import { SAMPLE_QUOTE_NOTE } from '../../content/samples';
import { BackLink } from '../../ui/BackLink';
import { Icon } from '../../ui/Icon';
import * as paths from '../../lib/paths';
import { productPath } from '../../lib/paths';
import * as m from '../../content/messages/shop/compiled/en.js';
import { useLang, useMessages } from '../../ui/i18n';
import { shopMessages } from './shopMessages';
import { withNodes } from '../../ui/withNodes';

export default function ProductPage() {
  const t = useMessages(shopMessages);
  const spanish = useLang() === 'es';
  const params = useParams<{ slug: string }>();
  const slug = params.slug ?? '';
  const product = findProduct(products, slug);

  if (!product) {
    return (
      <div className="container page page--center">
        <PageMeta title={t(m.not_found_title)} description={t(m.not_found_description)} path={productPath(slug)} />
        <h1>{t(m.not_found_title)}</h1>
        <p className="lead">{t(m.not_found_lead)}</p>
        <p>
          <Link href={paths.shop} className="btn">
            {t(m.back)}
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
    toast(checkoutSoonToast(t(product.title), t));
  }

  return (
    <div className="container page">
      <PageMeta
        title={t(product.title)}
        description={t(product.summary)}
        path={productPath(product.slug)}
        schema={productSchema(siteUrl(), {
          title: t(product.title),
          description: t(product.description),
          price: product.price,
          slug: product.slug,
          image: product.imageUrl,
        })}
      />
      <BackLink href={paths.shop}>{t(m.back)}</BackLink>
      <div className="product">
        <img className="product__image" src={product.imageUrl} alt={t(product.imageAlt)} width={600} height={400} />
        <div className="product__info">
          <h1>{t(product.title)}</h1>
          <p className="product__price" data-testid="product-price">
            {formatPrice(product.price)}
          </p>
          <p>{t(product.description)}</p>
          {spanish ? <p className="muted">{t(m.files_in_english)}</p> : null}
          <div className="btn-row">
            <button type="button" className="btn btn--accent product__buy" onClick={buy}>
              {t(m.buy)}
            </button>
          </div>
          <ul className="product__notes">
            <li>
              <Icon name="lock" /> <strong>{t(m.secure_title)}</strong>: {t(m.secure_text)}
            </li>
            <li>
              <Icon name="download" /> <strong>{t(m.download_title)}</strong>: {t(m.download_text)}
            </li>
          </ul>
        </div>
      </div>

      <div className="grid grid--2 product__details">
        <section className="card" aria-labelledby="features-heading">
          <h2 id="features-heading">{t(m.included)}</h2>
          <ul className="product__features">
            {product.features.map((f) => (
              <li key={f}>{t(f)}</li>
            ))}
          </ul>
        </section>
        {testimonial ? (
          <section className="card" aria-labelledby="testimonial-heading">
            <h2 id="testimonial-heading">{t(m.parents_say)}</h2>
            <figure className="product__testimonial">
              <blockquote>
                <p>“{t(testimonial.quote)}”</p>
              </blockquote>
              <figcaption>— {t(testimonial.author)}</figcaption>
            </figure>
            <p className="sample-note">{t(SAMPLE_QUOTE_NOTE)}</p>
          </section>
        ) : null}
      </div>

      <section className="product__refund" aria-labelledby="refund-heading">
        <h2 id="refund-heading">{t(m.refund_title)}</h2>
        <p>{withNodes(t, m.refund_text, { address: <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a> })}</p>
      </section>
    </div>
  );
}
