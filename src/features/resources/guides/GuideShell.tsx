import type { ReactNode } from 'react';
import { PageMeta } from '../../../ui/PageMeta';
import { Disclaimer } from '../../../ui/Disclaimer';
import './guides.css';
import { BackLink } from '../../../ui/BackLink';
import * as paths from '../../../lib/paths';
import { type AppPath } from '../../../lib/paths';

interface GuideShellProps {
  title: string;
  description: string;
  path: AppPath;
  keywords: string[];
  lead: ReactNode;
  children: ReactNode;
}

/** The frame every static guide shares: metadata, back link, heading, disclaimer. */
export function GuideShell({ title, description, path, keywords, lead, children }: GuideShellProps) {
  return (
    <article className="container page guide">
      <PageMeta title={title} description={description} path={path} keywords={keywords} />
      <BackLink href={paths.resources}>Back to Resources</BackLink>
      <h1>{title}</h1>
      <div className="lead guide__lead">{lead}</div>
      {children}
      <Disclaimer />
    </article>
  );
}
