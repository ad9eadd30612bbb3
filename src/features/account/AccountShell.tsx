import type { ReactNode } from 'react';
import { PageMeta } from '../../ui/PageMeta';
import './account.css';
import type { AppPath } from '../../lib/paths';

export function AccountShell({
  title,
  description,
  path,
  children,
}: {
  title: string;
  description: string;
  path: AppPath;
  children: ReactNode;
}) {
  return (
    <div className="container page account-page">
      <PageMeta title={title} description={description} path={path} />
      <h1>{title}</h1>
      {children}
    </div>
  );
}

export function Checking() {
  return (
    <p className="muted" role="status" aria-busy="true">
      Checking your session…
    </p>
  );
}
