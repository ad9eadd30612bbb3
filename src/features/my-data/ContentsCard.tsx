import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import * as paths from '../../lib/paths';
import { labelOfKind } from '../../vault/kinds';
import { vaultState } from '../../vault/state';
import { useRecordSummary } from '../../vault/useVaultRecord';
import { attachmentUsage, formatBytes } from '../../vault/attachments';

/** What is stored: one row per kind of record, with its count and last change. */
export function ContentsCard() {
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
    <section className="card" aria-labelledby="contents-h">
      <h2 id="contents-h">What is stored</h2>
      {!summary ? (
        <p className="muted">Loading…</p>
      ) : summary.length === 0 ? (
        <p data-testid="stored-empty">
          Nothing is saved yet. Tools such as the financial affidavit and the parenting plan save here.
        </p>
      ) : (
        <table data-testid="stored-table">
          <thead>
            <tr>
              <th scope="col">Kind</th>
              <th scope="col" className="num">
                Items
              </th>
              <th scope="col">Last change</th>
            </tr>
          </thead>
          <tbody>
            {summary.map((s) => (
              <tr key={s.kind}>
                <td>
                  {s.kind === 'mediation-report' ? (
                    <Link href={paths.savedMediationReports}>{labelOfKind(s.kind)}</Link>
                  ) : (
                    labelOfKind(s.kind)
                  )}
                </td>
                <td className="num">{s.count}</td>
                <td>{new Date(s.lastChange).toLocaleString()}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {unlocked && files && filesSize ? (
        <p data-testid="stored-files-size">
          Attached files take {filesSize} on this device (kept encrypted; the browser's own count under "Storage on this device"
          includes them).
        </p>
      ) : null}
      {snap.legacy?.unreadable.length ? (
        <p className="alert alert--warning">
          {snap.legacy.unreadable.length} item(s) saved by an older version could not be read. They are kept, encrypted, under
          "Older saved data that could not be read".
        </p>
      ) : null}
    </section>
  );
}
