import type { ReactNode } from 'react';
import { PageMeta } from '../../ui/PageMeta';
import './account.css';
import type { AppPath } from '../../lib/paths';
import * as m from '../../content/messages/account/compiled/en.js';
import { useMessages } from '../../ui/i18n';
import { accountMessages } from './accountMessages';

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
  const t = useMessages(accountMessages);
  return (
    <div className="container page account-page">
      <PageMeta title={t(title)} description={t(description)} path={path} />
      <h1>{t(title)}</h1>
      {children}
    </div>
  );
}

export function Checking() {
  const t = useMessages(accountMessages);
  return (
    <p className="muted" role="status" aria-busy="true">
      {t(m.checking)}
    </p>
  );
}
