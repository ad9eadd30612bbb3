import { Link } from 'wouter';
import { PageMeta } from '../../ui/PageMeta';
import './legal.css';
import * as paths from '../../lib/paths';
import * as m from '../../content/messages/coming-soon/compiled/en.js';
import { catalog, useMessages } from '../../ui/i18n';

/** The Coming Soon page's words; docs/i18n.md. */
const comingSoonMessages = catalog(() => import('../../content/messages/coming-soon/compiled/es.js'));

export default function UnderConstructionPage() {
  const t = useMessages(comingSoonMessages);
  return (
    <div className="container page page--center coming-soon">
      <PageMeta title={t(m.title)} description={t(m.meta_description)} path={paths.underConstruction} />
      <svg
        className="coming-soon__icon"
        width="64"
        height="64"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M3 21h18" />
        <path d="M5 21V9l7-5 7 5v12" />
        <path d="M9 21v-6h6v6" />
      </svg>
      <h1>{t(m.title)}</h1>
      <p className="lead">{t(m.lead)}</p>
      <p>{t(m.meanwhile)}</p>
      <div className="btn-row coming-soon__actions">
        <Link href={paths.home} className="btn">
          {t(m.go_home)}
        </Link>
        <Link href={paths.resources} className="btn btn--secondary">
          {t(m.browse)}
        </Link>
      </div>
    </div>
  );
}
