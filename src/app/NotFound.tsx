import { Link } from 'wouter';
import { PageMeta } from '../ui/PageMeta';
import * as paths from '../lib/paths';
import { catalog, useMessages, type Catalog } from '../ui/i18n';
import * as m from '../content/messages/not-found/compiled/en.js';

// The 404's words are declared the first time it shows, not when the shell loads: a Spanish
// first visit fetches the Spanish of every catalog declared so far, and most never see a 404
// (docs/i18n.md, "Bundle"). Once declared, a switch of language fetches them like the others.
let notFoundMessages: Catalog | undefined;

export default function NotFound() {
  const t = useMessages((notFoundMessages ??= catalog(() => import('../content/messages/not-found/compiled/es.js'))));
  return (
    <div className="container page page--center">
      <PageMeta title={t(m.not_found_title)} description={t(m.not_found_description)} path={paths.notFound} />
      <meta name="robots" content="noindex" />
      <h1>{t(m.not_found_heading)}</h1>
      <p>{t(m.not_found_text)}</p>
      <Link href={paths.home} className="btn">
        {t(m.not_found_home)}
      </Link>
    </div>
  );
}
