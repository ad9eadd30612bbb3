import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { PageMeta } from '../../../ui/PageMeta';
import { Disclaimer } from '../../../ui/Disclaimer';
import './guides.css';

interface GuideShellProps {
  title: string;
  description: string;
  path: string;
  keywords: string[];
  lead: ReactNode;
  children: ReactNode;
}

/** The frame every static guide shares: metadata, back link, heading, disclaimer. */
export function GuideShell({ title, description, path, keywords, lead, children }: GuideShellProps) {
  return (
    <article className="container page guide">
      <PageMeta title={title} description={description} path={path} keywords={keywords} />
      <p className="guide__back">
        <Link href="/resources" className="btn btn--ghost btn--small">
          <span aria-hidden="true">←</span> Back to Resources
        </Link>
      </p>
      <h1>{title}</h1>
      <div className="lead guide__lead">{lead}</div>
      {children}
      <div className="alert alert--info guide__disclaimer">
        <Disclaimer />
      </div>
    </article>
  );
}
