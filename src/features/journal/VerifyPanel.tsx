import { useState } from 'react';
import { verifyChain, type ChainProblem, type VerifyResult } from './chain';
import type { Journal } from './journal';
import type { StoredChain } from './store';

const PROBLEM_TEXT: Record<ChainProblem['kind'], string> = {
  unreadable: 'cannot be read at all',
  position: 'is not in its place: an entry before it is missing, or entries were moved',
  link: 'does not follow the entry saved before it',
  changed: 'was changed after it was saved',
  hash: 'has a date, reason or number that was changed after it was saved',
  erased: 'had its words deleted without being removed in the journal',
  history: 'does not follow the earlier versions of its entry',
};

/** The verify button, its plain result, and what the check proves and does not. */
export function VerifyPanel({ chain, journal }: { chain: StoredChain; journal: Journal }) {
  const [result, setResult] = useState<(VerifyResult & { damagedBlocks: string[]; run: number }) | null>(null);
  const [running, setRunning] = useState(false);
  const run = async () => {
    setRunning(true);
    const r = await verifyChain(chain.events);
    setResult((prev) => ({ ...r, damagedBlocks: chain.damagedBlocks, run: (prev?.run ?? 0) + 1 }));
    setRunning(false);
  };
  const titleOf = (id: string | null) => (id ? (journal.byId.get(id)?.current?.title ?? 'a removed entry') : 'an entry');
  const ok = result && result.ok && result.damagedBlocks.length === 0;
  return (
    <section className="card journal-verify" aria-labelledby="jv-heading">
      <h2 id="jv-heading">Check the journal</h2>
      <p>
        Every version of every entry is sealed with a fingerprint (a SHA-256 hash) that also covers the one saved before it. The
        check recomputes them all.
      </p>
      <p>
        <strong>What this shows:</strong> whether any entry was changed, removed or put in another order on this device after it
        was saved, other than through Correct and Remove, which keep their own record. <strong>What it does not show:</strong>{' '}
        that what you wrote is true or complete. It is your own account, kept on your own device; it is not a certification by
        EvenGround or anyone else.
      </p>
      <button type="button" className="btn btn--secondary" onClick={() => void run()} disabled={running}>
        {running ? 'Checking…' : 'Check the journal now'}
      </button>
      <div role="status" data-testid="journal-verify-result" data-run={result?.run ?? 0}>
        {result ? (
          ok ? (
            <p className="alert alert--success">
              All {result.count} saved versions check: none was changed, removed or reordered since it was saved. The latest
              fingerprint (the chain’s head) is <code className="journal-hash">{result.head}</code>.
            </p>
          ) : (
            <div className="alert alert--warning">
              <p>
                The check found {result.problems.length + result.damagedBlocks.length} problem
                {result.problems.length + result.damagedBlocks.length === 1 ? '' : 's'}: this journal was changed outside the
                journal’s own steps, or part of it was damaged.
              </p>
              <ul>
                {result.damagedBlocks.map((b) => (
                  <li key={b}>A block of saved entries ({b}) cannot be read.</li>
                ))}
                {result.problems.slice(0, 50).map((p, i) => (
                  <li key={i}>
                    Saved version {p.index + 1} ({titleOf(p.entryId)}) {PROBLEM_TEXT[p.kind]}.
                  </li>
                ))}
              </ul>
            </div>
          )
        ) : null}
      </div>
    </section>
  );
}
