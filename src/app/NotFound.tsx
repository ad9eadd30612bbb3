import { Link } from 'wouter';
import { PageMeta } from '../ui/PageMeta';
import * as paths from '../lib/paths';
import { useMessages } from '../ui/i18n';
import { shellMessages } from '../ui/shellMessages';
import * as m from '../content/messages/shell/compiled/en.js';

export default function NotFound() {
  const t = useMessages(shellMessages);
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
