import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import * as paths from '../../lib/paths';
import { labelOfKind } from '../../vault/kinds';
import { vaultState } from '../../vault/state';
import { useRecordSummary } from '../../vault/useVaultRecord';
import { attachmentUsage, formatBytes } from '../../vault/attachments';
import * as m from '../../content/messages/my-data/compiled/en.js';
import { useLang, useMessages } from '../../ui/i18n';
import { myDataMessages } from './myDataMessages';
import { CONTENTS_HEADING_ID } from './landing';

/** What is stored: one row per kind of record, with its count and last change. */
export function ContentsCard() {
  const t = useMessages(myDataMessages);
  const lang = useLang();
  const summary = useRecordSummary();
  const snap = useSnapshot(vaultState);
  const files = summary?.find((s) => s.kind === 'attachment');
  const [filesSize, setFilesSize] = useState<string | null>(null);
  const unlocked = snap.status === 'unlocked';
  useEffect(() => {
    let live = true;
    if (!unlocked || !files) return;
    // Sizes are inside the encrypted descriptions: known only while unlocked.
    void attachmentUsage().then(
      (u) => live && setFilesSize(formatBytes(u.bytes)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [unlocked, files]);
  return (
    // Kept clear of toasts as a whole: after a restore the page lands here (landing.ts).
    <section className="card toast-keep-clear" aria-labelledby={CONTENTS_HEADING_ID}>
      <h2 id={CONTENTS_HEADING_ID} tabIndex={-1}>
        {t(m.contents_title)}
      </h2>
      {!summary ? (
        <p className="muted">{t(m.loading)}</p>
      ) : summary.length === 0 ? (
        <p data-testid="stored-empty">{t(m.stored_empty)}</p>
      ) : (
        // Its own scroll box: a long kind name or date never widens the page (or every card beside it) on a phone.
        <div className="my-data__table">
          <table data-testid="stored-table">
            <thead>
              <tr>
                <th scope="col">{t(m.col_kind)}</th>
                <th scope="col" className="num">
                  {t(m.col_items)}
                </th>
                <th scope="col">{t(m.col_last_change)}</th>
              </tr>
            </thead>
            <tbody>
              {summary.map((s) => (
                <tr key={s.kind}>
                  <td>
                    {s.kind === 'mediation-report' ? (
                      <Link href={paths.savedMediationReports}>{t(labelOfKind(s.kind))}</Link>
                    ) : (
                      t(labelOfKind(s.kind))
                    )}
                  </td>
                  <td className="num">{s.count}</td>
                  <td>
                    {new Date(s.lastChange).toLocaleString(lang === 'es' ? 'es-US' : undefined, {
                      dateStyle: 'medium',
                      timeStyle: 'short',
                    })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {unlocked && files && filesSize ? <p data-testid="stored-files-size">{t(m.files_size, { size: filesSize })}</p> : null}
      {snap.legacy?.unreadable.length ? (
        <p className="alert alert--warning">{t(m.legacy_unreadable, { count: snap.legacy.unreadable.length })}</p>
      ) : null}
    </section>
  );
}
