import type { ReactNode } from 'react';
import { PageMeta } from '../../../ui/PageMeta';
import { Disclaimer } from '../../../ui/Disclaimer';
import './guides.css';
import { BackLink } from '../../../ui/BackLink';
import * as paths from '../../../lib/paths';
import { type AppPath } from '../../../lib/paths';
import * as m from '../../../content/messages/resources/compiled/en.js';
import { useMessages } from '../../../ui/i18n';
import { resourceMessages } from '../resourceMessages';

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
  const t = useMessages(resourceMessages);
  return (
    <article className="container page guide">
      <PageMeta title={title} description={description} path={path} keywords={keywords} />
      <BackLink href={paths.resources}>{t(m.back)}</BackLink>
      <h1>{title}</h1>
      <div className="lead guide__lead">{lead}</div>
      {children}
      <Disclaimer />
    </article>
  );
}
