import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import * as paths from '../../lib/paths';
import { labelOfKind } from '../../vault/kinds';
import { vaultState } from '../../vault/state';
import { useRecordSummary } from '../../vault/useVaultRecord';

/** What is stored: one row per kind of record, with its count and last change. */
export function ContentsCard() {
  const summary = useRecordSummary();
  const snap = useSnapshot(vaultState);
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
      {snap.legacy?.unreadable.length ? (
        <p className="alert alert--warning">
          {snap.legacy.unreadable.length} item(s) saved by an older version could not be read. They are kept, encrypted, under
          "Older saved data that could not be read".
        </p>
      ) : null}
    </section>
  );
}
