import { buildMeta, type PageMetaInput } from '../lib/meta';
import { siteUrl } from '../lib/shellConfig';

/**
 * Per-page metadata through React 19's hoisting of <title>, <meta> and <link>.
 * JSON-LD is a data block (type application/ld+json), never executed, so the CSP's
 * "no inline script" rule still holds.
 */
export function PageMeta(props: PageMetaInput) {
  const m = buildMeta(props, siteUrl());
  return (
    <>
      <title>{m.title}</title>
      <meta name="description" content={m.description} />
      <meta name="keywords" content={m.keywords} />
      <link rel="canonical" href={m.canonical} />
      {Object.entries(m.og).map(([k, v]) => (
        <meta key={k} property={k} content={v} />
      ))}
      {Object.entries(m.twitter).map(([k, v]) => (
        <meta key={k} name={k} content={v} />
      ))}
      {m.jsonLd ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: m.jsonLd }} /> : null}
    </>
  );
}
