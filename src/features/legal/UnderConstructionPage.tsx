import { Link } from 'wouter';
import { PageMeta } from '../../ui/PageMeta';
import './legal.css';
import * as paths from '../../lib/paths';

export default function UnderConstructionPage() {
  return (
    <div className="container page page--center coming-soon">
      <PageMeta
        title="Coming Soon"
        description="This part of EvenGround is still being built. Our guides, templates and tools are ready to use now."
        path={paths.underConstruction}
      />
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
      <h1>Coming Soon</h1>
      <p className="lead">We're still building this part of EvenGround. Thank you for your patience.</p>
      <p>In the meantime, our guides, templates and tools are ready to use, and they work offline.</p>
      <div className="btn-row coming-soon__actions">
        <Link href={paths.home} className="btn">
          Go to the home page
        </Link>
        <Link href={paths.resources} className="btn btn--secondary">
          Browse resources
        </Link>
      </div>
    </div>
  );
}
